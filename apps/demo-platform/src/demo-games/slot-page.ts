// The demo game page: a small three-reel slot in plain HTML and inline JavaScript. Demo mode spins
// in the browser with play money; real mode asks the server to settle each spin against the
// player's balance (with the play token the page was launched with).
import type { Game } from '@casino/core';
import { escapeHtml } from '../http/html.ts';
import { PAIR_PAYS, SLOT_BETS, SLOT_PAYS, SLOT_SYMBOLS, SLOT_WEIGHTS } from './slot-rules.ts';

/** JSON safe to put inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const DEMO_START_BALANCE = 1000;

export interface SlotPageOptions {
  readonly game: Game;
  readonly providerName: string;
  readonly mode: 'demo' | 'real';
  readonly balance: number;
  readonly currencyCode: string;
  /** Real mode: the play token each spin sends back. */
  readonly token: string | null;
  readonly spinUrl: string;
  readonly lang: string;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at top,#312e81,#0f172a);font:16px/1.4 system-ui,sans-serif;color:#f8fafc}
main{width:min(28rem,94vw);padding:1.5rem;border-radius:1rem;background:#1e1b4b;box-shadow:0 1rem 3rem #0008;text-align:center}
h1{margin:.2rem 0;font-size:1.4rem}.provider{margin:0 0 1rem;color:#c7d2fe;font-size:.9rem}
.mode{display:inline-block;padding:.1rem .6rem;border-radius:999px;font-size:.75rem;font-weight:700;letter-spacing:.05em}
.mode.demo{background:#facc15;color:#422006}.mode.real{background:#22c55e;color:#052e16}
.reels{display:flex;gap:.6rem;justify-content:center;margin:1.2rem 0}
.reel{width:5.5rem;height:6.5rem;display:grid;place-items:center;border-radius:.6rem;background:#f8fafc;color:#1e1b4b;font-size:2.6rem;font-weight:800;box-shadow:inset 0 -.4rem 0 #cbd5e1}
.reel.spinning{animation:blur .12s linear infinite}@keyframes blur{50%{transform:translateY(4px);opacity:.6}}
.controls{display:flex;gap:.6rem;justify-content:center;align-items:center}
button{font:inherit;font-weight:700;padding:.7rem 1.6rem;border:0;border-radius:.6rem;background:#f59e0b;color:#1c1917;cursor:pointer}
button:disabled{opacity:.5;cursor:default}select{font:inherit;padding:.5rem;border-radius:.4rem}
.balance{margin-top:1rem;font-size:1.1rem}.message{min-height:1.5rem;margin-top:.5rem;color:#fde68a}
.pays{margin-top:1rem;font-size:.8rem;color:#a5b4fc}`;

export const renderSlotPage = (options: SlotPageOptions): string => {
  const config = {
    mode: options.mode,
    balance: options.balance,
    currency: options.currencyCode,
    token: options.token,
    spinUrl: options.spinUrl,
    lang: options.lang,
    symbols: SLOT_SYMBOLS,
    weights: SLOT_WEIGHTS,
    pays: SLOT_PAYS,
    pairPays: PAIR_PAYS,
  };
  const pays = SLOT_SYMBOLS.map((symbol) => `${symbol}${symbol}${symbol} ×${SLOT_PAYS[symbol]}`).join(' · ');
  const bets = SLOT_BETS.map((bet) => `<option value="${bet}">${bet}</option>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.game.name)} – ${options.mode === 'demo' ? 'demo' : 'real'}</title><style>${STYLE}</style></head>
<body><main data-game="${escapeHtml(options.game.gameCode)}" data-mode="${options.mode}">
<span class="mode ${options.mode}">${options.mode === 'demo' ? 'DEMO' : 'REAL'}</span>
<h1>${escapeHtml(options.game.name)}</h1><p class="provider">${escapeHtml(options.providerName)}</p>
<div class="reels"><div class="reel">7</div><div class="reel">A</div><div class="reel">K</div></div>
<div class="controls"><label>Bet <select id="bet">${bets}</select></label><button id="spin" type="button">Spin</button></div>
<div class="balance">Balance: <strong id="balance"></strong></div><div class="message" id="message" role="status"></div>
<div class="pays">${escapeHtml(pays)} · first two alike ×${PAIR_PAYS}</div>
</main>
<script>
(function () {
  'use strict';
  var config = ${scriptJson(config)};
  var reels = Array.prototype.slice.call(document.querySelectorAll('.reel'));
  var spinButton = document.getElementById('spin');
  var betSelect = document.getElementById('bet');
  var balanceView = document.getElementById('balance');
  var message = document.getElementById('message');
  var balance = config.balance;
  var format = new Intl.NumberFormat(config.lang === 'en' ? 'en' : 'cs-CZ', { style: 'currency', currency: config.currency });
  function show() { balanceView.textContent = format.format(balance); }
  function pick() {
    var total = 0, i;
    for (i = 0; i < config.symbols.length; i++) total += config.weights[config.symbols[i]];
    var left = Math.random() * total;
    for (i = 0; i < config.symbols.length; i++) { left -= config.weights[config.symbols[i]]; if (left < 0) return config.symbols[i]; }
    return config.symbols[config.symbols.length - 1];
  }
  function winOf(r, bet) {
    if (r[0] === r[1] && r[1] === r[2]) return bet * config.pays[r[0]];
    return r[0] === r[1] ? bet * config.pairPays : 0;
  }
  function settleInBrowser(bet) {
    var r = [pick(), pick(), pick()];
    var win = winOf(r, bet);
    return Promise.resolve({ reels: r, win: win, balance: balance - bet + win });
  }
  function settleOnServer(bet) {
    return fetch(config.spinUrl, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: config.token, bet: bet }) })
      .then(function (response) { return response.json().then(function (body) { if (!response.ok) throw new Error(body.message || response.statusText); return body; }); });
  }
  spinButton.addEventListener('click', function () {
    var bet = Number(betSelect.value);
    if (bet > balance) { message.textContent = 'Not enough balance'; return; }
    spinButton.disabled = true; message.textContent = '';
    reels.forEach(function (reel) { reel.classList.add('spinning'); });
    var settle = config.mode === 'real' ? settleOnServer(bet) : settleInBrowser(bet);
    settle.then(function (result) {
      setTimeout(function () {
        reels.forEach(function (reel, i) { reel.classList.remove('spinning'); reel.textContent = result.reels[i]; });
        balance = result.balance; show();
        message.textContent = result.win > 0 ? 'You win ' + format.format(result.win) + '!' : 'No win – try again';
        spinButton.disabled = false;
      }, 450);
    }, function (error) {
      reels.forEach(function (reel) { reel.classList.remove('spinning'); });
      message.textContent = error.message; spinButton.disabled = false;
    });
  });
  show();
})();
</script></body></html>`;
};
