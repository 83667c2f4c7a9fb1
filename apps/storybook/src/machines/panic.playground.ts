// The panic button: a click or a 3000 ms press-and-hold opens the confirmation; confirming blocks the
// player; a self-exclusion reason code on the user redirects to the responsible-gaming address.
import { SELF_EXCLUSION_REDIRECT_URL } from '@casino/demo-data';
import * as panic from '@casino/machines/panic';
import { forMachine } from '../playground/machine-description.ts';

export const panicPlayground = forMachine(panic.panicMachine).describe({
  id: 'panic',
  title: 'Panic button',
  summary:
    'Press and hold, then advance 3000 ms: the confirmation opens. Confirm to block (pick Fail to stay in the confirmation); a self-exclusion code on the user redirects.',
  input: () => ({ responsibleGamingUrl: SELF_EXCLUSION_REDIRECT_URL }),
  actors: { block: { kind: 'promise', answers: { blocked: () => undefined } } },
  actions: ['track', 'redirect'],
  events: [
    { event: { type: 'panic.click' } },
    { event: { type: 'panic.press-start' } },
    { event: { type: 'panic.press-end' } },
    { event: { type: 'panic.confirm' } },
    { event: { type: 'panic.cancel' } },
    { label: 'no exclusion', event: { type: 'panic.user-changed', selfExclusionReasonCode: null } },
    { label: 'self-excluded', event: { type: 'panic.user-changed', selfExclusionReasonCode: 'PANIC' } },
  ],
  view: panic.connect,
});
