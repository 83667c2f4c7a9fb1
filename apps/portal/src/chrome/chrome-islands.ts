// The site chrome's parts as islands (react-ui's lazyIsland): the server renders them whole, and
// their script (header, menus, bottom bar, drawer, snackbars: about 9 KB gzip) hydrates them after
// the page's first scripts, which hold only the frame around the page and what every page needs.
import { lazyIsland } from '@casino/react-ui';
import type { ChromeBottomProps } from './chrome-bottom.tsx';
import type { ChromeTopProps } from './chrome-top.tsx';

const parts = () => import('./chrome-parts.ts');

export const { Island: ChromeTopIsland } = lazyIsland<ChromeTopProps>(() => parts().then((module) => module.ChromeTop));
export const { Island: ChromeBottomIsland } = lazyIsland<ChromeBottomProps>(() => parts().then((module) => module.ChromeBottom));
/** The snackbar host shows only what the browser's runtime sends it: nothing on the server. */
export const { Island: ChromeSnackbarsIsland } = lazyIsland<object>(() => parts().then((module) => module.ChromeSnackbars));
