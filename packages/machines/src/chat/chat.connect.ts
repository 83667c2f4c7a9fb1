// What the chat icon and widget show for a snapshot.
import type { SnapshotFrom } from 'xstate';
import type { chatMachine } from './chat.machine.ts';
import type { ChatDisplay, ChatView } from './chat.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof chatMachine>): ChatView => {
  const display: ChatDisplay = snapshot.matches({ display: 'visible' }) ? 'visible' : snapshot.matches({ display: 'loading' }) ? 'loading' : 'hidden';
  const { unread } = snapshot.context;
  return {
    display,
    session: snapshot.matches({ session: 'authenticated' }) ? 'authenticated' : 'anonymous',
    unread,
    showUnreadBadge: display === 'hidden' && unread > 0,
    iconLoading: display === 'loading',
  };
};
