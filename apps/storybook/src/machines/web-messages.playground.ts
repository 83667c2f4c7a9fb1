// Web messages: fetched once when the site enables them, shown by core's visibility rule; a dismissal
// is stored and forgotten after 12 hours.
import * as webMessages from '@casino/machines/web-messages';
import type { AnyMachineSnapshot } from 'xstate';
import { forMachine } from '../playground/machine-description.ts';

const firstVisible = (snapshot: AnyMachineSnapshot): string =>
  webMessages.connect(snapshot as Parameters<typeof webMessages.connect>[0]).visible[0]?.id ?? 'none';

export const webMessagesPlayground = forMachine(webMessages.webMessagesMachine).describe({
  id: 'web-messages',
  title: 'Web messages',
  summary:
    'The visible notices (view model) follow the clock; dismiss the first (saved with its time); advance 12 hours and move the clock on: it shows again. Fail the fetch for Try again.',
  input: ({ now }) => ({ enabled: true, now, dismissedAt: {} }),
  actors: { fetchWebMessages: { kind: 'promise', answers: { 'demo messages': ({ world }) => world.webMessages } } },
  actions: ['saveDismissals'],
  events: [
    { label: 'first visible', event: ({ snapshot, now }) => ({ type: 'web-messages.dismiss', id: firstVisible(snapshot), now }) },
    { label: 'to the playground time', event: ({ now }) => ({ type: 'web-messages.clock', now }) },
    { event: { type: 'web-messages.retry' } },
  ],
  view: webMessages.connect,
});
