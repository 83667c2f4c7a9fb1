// The chat's machine while the page wants the chat (part 2 §4), a chunk of its own: the header's
// chat button (chrome-top.tsx, in the first scripts) draws itself and fetches this only at the
// first intent toward it, its first click, or a player's login (the unread badge needs the
// provider's count). It draws nothing: it holds the machine (useOnDemandMachine, which starts the
// runtime when a visitor clicks before it runs) and hands the button its view and its click, so
// the button the visitor pressed stays the same element and the chat's window can give it the
// focus back when it closes.
import { useEffect, useRef } from 'react';
import { chat } from '@casino/machines';
import { SystemId } from '../runtime/root/system-ids.ts';
import { useActorView } from './use-actor-view.ts';
import { useOnDemandMachine } from './use-on-demand-machine.ts';

export interface ChatControl {
  readonly view: chat.ChatView;
  /** The button's click: opens the chat (the machine ignores it while open or loading). */
  readonly click: () => void;
}

export interface ChatHoldProps {
  /** The visitor clicked the button before the machine ran: it opens the chat once it does. */
  readonly openAtStart: boolean;
  readonly onChange: (control: ChatControl | null) => void;
}

export function ChatHold({ openAtStart, onChange }: ChatHoldProps) {
  // A click that came before the machine ran opens the chat once it does, once: in the same task
  // as its start when the click came first, so that the provider, whose script is still on its
  // way, is initialised once, for the click (runtime/chat.ts), not for the page and then the click.
  const clickDelivered = useRef(false);
  const clicked = useRef(openAtStart);
  useEffect(() => {
    clicked.current = openAtStart;
  }, [openAtStart]);
  const actor = useOnDemandMachine(
    SystemId.chat,
    {
      input: [],
      start: 'now',
      onOpened: (opened) => {
        if (!clicked.current || clickDelivered.current) return;
        clickDelivered.current = true;
        opened.send({ type: 'chat.icon-click' });
      },
    },
    [],
  );
  const view = useActorView(actor, chat.connect, null);
  useEffect(() => {
    if (actor === null || !openAtStart || clickDelivered.current) return;
    clickDelivered.current = true;
    actor.send({ type: 'chat.icon-click' });
  }, [actor, openAtStart]);
  useEffect(() => {
    onChange(actor === null || view === null ? null : { view, click: () => actor.send({ type: 'chat.icon-click' }) });
  }, [actor, view, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
