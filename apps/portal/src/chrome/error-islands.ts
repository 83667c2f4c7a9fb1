// The error displays as islands (react-ui's lazyIsland): the error page of a failed page, the
// update page after a chunk error, a page's own load error. With the words of every error key
// (error-messages.ts) they stay off the page's first scripts, and every page loads them right
// after those scripts: an error shown later, a chunk error of a new build included, finds them
// there.
import { lazyIsland } from '@casino/react-ui';
import type { PageErrorProps } from './page-error.tsx';
import type { UpdatePageProps } from './update-page.tsx';

const displays = () => import('./error-displays.ts');

export const { Island: ChromeErrorPageIsland } = lazyIsland<object>(() => displays().then((module) => module.ChromeErrorPage));
export const { Island: UpdatePageIsland } = lazyIsland<UpdatePageProps>(() => displays().then((module) => module.UpdatePage));
export const { Island: PageErrorIsland } = lazyIsland<PageErrorProps>(() => displays().then((module) => module.PageError));
