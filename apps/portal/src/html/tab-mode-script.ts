// A tab in an app's view (runtime/browser/tab-mode.ts) whose document the server drew from an
// address without the flags (a reload, a link followed before its part of the page hydrated) would
// show the bottom bar, the app banner and the web messages until the chrome hydrates with the tab's
// mode. This script, at the end of the head (before the body is parsed or painted), puts the tab's
// mode on <html> (data-tab-mode), where the chrome's CSS hides them from the first paint on.
import { TAB_MODE_KEY } from '../runtime/browser/tab-mode.ts';

export const TAB_MODE_ATTRIBUTE = 'data-tab-mode';

/** The inline script (with the request's nonce). Its code has no `<`; storage refused leaves the page as drawn. */
export const tabModeScript = (nonce: string | undefined): string => {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return (
    `<script id="tab-mode"${attribute}>try{var m=sessionStorage.getItem(${JSON.stringify(TAB_MODE_KEY)});` +
    `if(m)document.documentElement.setAttribute(${JSON.stringify(TAB_MODE_ATTRIBUTE)},m)}catch(e){}</script>`
  );
};
