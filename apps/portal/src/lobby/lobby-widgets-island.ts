// The lobby's widgets as an island (react-ui's lazyIsland), declared once for both lobbies:
// rendered whole by the server, their script (carousel, rows, tickers, winners) hydrates them after
// the page's first scripts.
import { lazyIsland } from '@casino/react-ui';
import type { LobbyWidgetsProps } from './lobby-widgets.tsx';

const { Island, preload } = lazyIsland<LobbyWidgetsProps>(() => import('./lobby-widgets.tsx').then((module) => module.LobbyWidgets));

export const lobbyWidgetsIsland = {
  Island,
  /** A client navigation to a lobby waits for the widgets' script with the data: the page shows whole. */
  withWidgets: async <T>(serverLoader: () => Promise<T>): Promise<T> => {
    const [loaded] = await Promise.all([serverLoader(), preload()]);
    return loaded;
  },
};
