// The operator's account pages as the demo plays them (the old my-account, part 2 §2): the
// dashboard and the deposit page, framed by the portal's modal on the prematch host or opened as a
// page of its own on the game-mode host. Its Close button posts close-modal to the portal's origin
// named by the frame's `close` parameter, or, opened as a page, goes to its close address; its Back
// link goes to the back address, or, framed, closes as Close does (the back address is then the page
// under the modal: followed in the frame, it drew the portal inside its own modal). Every such address has passed the portal-origin allow-list before
// it gets here (account-routes.ts): the page never sends a player or a message anywhere else.
import type { Locale } from '@casino/core';
import { escapeHtml } from '../http/html.ts';

export type AccountPageKind = 'dashboard' | 'deposit';

export interface AccountPageView {
  readonly kind: AccountPageKind;
  /** The language of the portal it was opened from (page-locale.ts). */
  readonly locale: Locale;
  /** The logged-in player's name, or null (the page then asks to log in on the portal). */
  readonly username: string | null;
  /** The main balance as the page shows it, or null. */
  readonly balance: string | null;
  /** A portal origin the frame may post close-modal to, or null (not framed by a portal). */
  readonly closeOrigin: string | null;
  /** Allowed portal addresses to close to and to go back to, or null. */
  readonly closeUrl: string | null;
  readonly backUrl: string | null;
  readonly clientPlatform: string | null;
}

interface AccountTexts {
  readonly titles: Readonly<Record<AccountPageKind, string>>;
  readonly back: string;
  readonly close: string;
  readonly loggedOut: string;
  readonly player: string;
  readonly balance: string;
  readonly dashboardNote: string;
  readonly amount: string;
  /** The deposit's note, with the client platform when the link named one. */
  readonly depositNote: (platform: string) => string;
}

const TEXTS: Readonly<Record<Locale, AccountTexts>> = {
  cs: {
    titles: { dashboard: 'Můj účet', deposit: 'Vklad' },
    back: 'Zpět',
    close: 'Zavřít',
    loggedOut: 'Nejste přihlášeni. Přihlaste se na stránkách kasina.',
    player: 'Hráč',
    balance: 'Zůstatek',
    dashboardNote: 'Tady by provozovatel ukázal osobní údaje, limity, historii plateb a dokumenty.',
    amount: 'Částka vkladu v Kč',
    depositNote: (platform) => `Ukázkový provozovatel vklady nepřijímá${platform}.`,
  },
  en: {
    titles: { dashboard: 'My account', deposit: 'Deposit' },
    back: 'Back',
    close: 'Close',
    loggedOut: 'You are not logged in. Log in on the casino’s site.',
    player: 'Player',
    balance: 'Balance',
    dashboardNote: 'The operator would show personal details, limits, payment history and documents here.',
    amount: 'Deposit amount in CZK',
    depositNote: (platform) => `The demo operator takes no deposits${platform}.`,
  },
};

const STYLE = `body{margin:0;background:#0f172a;color:#f8fafc;font:16px/1.5 system-ui,sans-serif}
main{max-width:56rem;margin:0 auto;padding:1.5rem}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
h1{margin:0;font-size:1.5rem}
a,button{color:inherit;font:inherit}
button,.link{border:1px solid #94a3b8;background:#1e293b;border-radius:.5rem;padding:.5rem 1rem;cursor:pointer;text-decoration:none}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{color:#cbd5e1}
label{display:block;margin:1rem 0 .25rem}
input{font:inherit;padding:.5rem;border-radius:.5rem;border:1px solid #94a3b8;background:#020617;color:inherit;width:12rem}
.note{color:#cbd5e1}`;

const details = (view: AccountPageView, texts: AccountTexts): string => {
  if (view.username === null) return `<p>${texts.loggedOut}</p>`;
  const balance = view.balance === null ? '' : `<dt>${texts.balance}</dt><dd data-account-balance>${escapeHtml(view.balance)}</dd>`;
  const player = `<dl><dt>${texts.player}</dt><dd data-account-username>${escapeHtml(view.username)}</dd>${balance}</dl>`;
  if (view.kind === 'dashboard') return `${player}<p class="note">${texts.dashboardNote}</p>`;
  const platform = view.clientPlatform === null ? '' : ` (${escapeHtml(view.clientPlatform)})`;
  return `${player}<form data-deposit-form onsubmit="return false"><label for="amount">${texts.amount}</label>
<input id="amount" name="amount" type="number" min="100" step="100" value="500" inputmode="numeric">
<p class="note">${texts.depositNote(platform)}</p></form>`;
};

/**
 * The page; `closeOrigin` and `closeUrl` are written as JSON for its one script (escaped for a script
 * element). Its main landmark is named by its heading: framed, it sits beside the portal's own main.
 */
export const renderAccountPage = (view: AccountPageView): string => {
  const texts = TEXTS[view.locale];
  const title = texts.titles[view.kind];
  const back = view.backUrl === null ? '' : `<a class="link" href="${escapeHtml(view.backUrl)}" data-account-back>${texts.back}</a>`;
  const settings = JSON.stringify({ closeOrigin: view.closeOrigin, closeUrl: view.closeUrl }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${view.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main data-account-page="${view.kind}" aria-labelledby="account-title"><header><h1 id="account-title">${title}</h1><div>${back} <button type="button" data-account-close>${texts.close}</button></div></header>
${details(view, texts)}</main>
<script>(function () {
  var settings = ${settings};
  var framed = window.parent !== window && settings.closeOrigin;
  document.querySelector('[data-account-close]').addEventListener('click', function () {
    if (framed) window.parent.postMessage('close-modal', settings.closeOrigin);
    else if (settings.closeUrl) window.location.assign(settings.closeUrl);
  });
  var back = document.querySelector('[data-account-back]');
  if (back) back.addEventListener('click', function (event) {
    if (!framed) return;
    event.preventDefault();
    window.parent.postMessage('close-modal', settings.closeOrigin);
  });
})();</script></body></html>`;
};
