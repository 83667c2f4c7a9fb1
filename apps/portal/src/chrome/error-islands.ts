// The error displays as islands (react-ui's lazyIsland): the error page of every error boundary
// and the update page after a chunk error. With the words of every error key
// (error-messages.ts) they stay off the page's first scripts, and every page loads them right
// after those scripts: an error shown later, a chunk error of a new build included, finds them
// there.
import { lazyIsland } from '@casino/react-ui';

const displays = () => import('./error-displays.ts');

export const { Island: ChromeErrorPageIsland } = lazyIsland<object>(() => displays().then((module) => module.ChromeErrorPage));
export const { Island: UpdatePageIsland } = lazyIsland<object>(() => displays().then((module) => module.UpdatePage));
