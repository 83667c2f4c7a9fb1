// Keep-alive: a heartbeat every 5 minutes with the time since the last (debounced) action; a failed
// heartbeat re-authenticates, and when that fails too the session ends with an internal logout.
import * as keepAlive from '@casino/machines/keep-alive';
import { forMachine } from '../playground/machine-description.ts';

export const keepAlivePlayground = forMachine(keepAlive.keepAliveMachine).describe({
  id: 'keep-alive',
  title: 'Keep-alive',
  summary:
    'Send activity, advance 250 ms to commit it, run the 5-minute timer for a heartbeat; fail the heartbeat to see the re-authentication, fail that too for the logout.',
  actors: {
    activity: { kind: 'callback' },
    readClock: { kind: 'promise', answers: { 'the clock time': ({ now }) => now } },
    heartbeat: { kind: 'promise', answers: { accepted: () => undefined }, errors: ['Request timed out', 'HTTP 401: Unauthorized'] },
    reauthenticate: { kind: 'promise', answers: { 'authenticated again': () => undefined }, errors: ['HTTP 401: Unauthorized', 'No response'] },
  },
  events: [{ event: ({ now }) => ({ type: 'keep-alive.activity', at: now }) }],
  view: keepAlive.connect,
});
