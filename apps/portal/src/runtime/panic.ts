// panic: the block goes to the gateway (the platform then reports the self-exclusion on the
// player's overview, which sends the browser to the responsible-gaming address); the steps go to
// the data layer; the redirect leaves the site.
import { Gateway } from '@casino/api-clients';
import { panic } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const providePanic = (runtime: PortalRuntime) =>
  panic.panicMachine.provide({
    actors: {
      block: clientCall<void>(runtime, () => Gateway.use((gateway) => gateway.blockPlayer())),
    },
    actions: {
      track: (_, event) => runtime.env.track(event),
      redirect: (_, params) => runtime.env.location.redirect(params.url),
    },
  });
