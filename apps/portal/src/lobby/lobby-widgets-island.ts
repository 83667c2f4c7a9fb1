// The widgets of both lobbies are an island (react-ui's lazyIsland): rendered whole by the server,
// their script (carousel, rows, tickers, winners) hydrates them after the page's first scripts.
// Before that hydration, the tickers' currency locale is loaded in a task of its own.
import { lazyIsland } from '@casino/react-ui';
import type { LobbyWidgetsProps } from './lobby-widgets.tsx';

export const { Island: LobbyWidgetsIsland, preload: preloadWidgets } = lazyIsland<LobbyWidgetsProps>(() =>
  import('./lobby-widgets.tsx').then(async (module) => {
    await module.prepareLobbyWidgets();
    return module.LobbyWidgets;
  }),
);
