// keep-alive: activity from the window's events, the time from the environment's clock, the
// heartbeat through the gateway and the platform script (real mode), and re-authentication as a
// check that the gateway session still holds.
import { Effect } from 'effect';
import { fromCallback, type EventObject } from 'xstate';
import { Gateway, PlatformScript } from '@casino/api-clients';
import { keepAlive } from '@casino/machines';
import { clientCall, localRead } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';
import { refused } from './refused.ts';

export const provideKeepAlive = (runtime: PortalRuntime) =>
  keepAlive.keepAliveMachine.provide({
    actors: {
      activity: fromCallback<EventObject, keepAlive.KeepAliveActivityInput>(({ input, sendBack }) => {
        const report = () => sendBack({ type: 'keep-alive.activity', at: runtime.env.clock.now() });
        const unlisten = input.events.map((type) => runtime.env.events.listen(type, report));
        return () => unlisten.forEach((stop) => stop());
      }),
      readClock: localRead(() => runtime.env.clock.now()),
      heartbeat: clientCall<void, keepAlive.HeartbeatInput>(runtime, (input) =>
        Effect.gen(function* () {
          yield* Gateway.use((gateway) => gateway.keepAlive(input.millisFromLastAction));
          const alive = yield* PlatformScript.use((platform) => platform.keepAlive());
          if (!alive) return yield* Effect.fail(refused('PlatformScript.keepAlive'));
        }),
      ),
      reauthenticate: clientCall<void>(runtime, () =>
        Effect.gen(function* () {
          const valid = yield* Gateway.use((gateway) => gateway.validateSession());
          if (!valid) return yield* Effect.fail(refused('Gateway.validateSession'));
        }),
      ),
    },
  });
