// Demo game pages (BasePath.demoGames/{gameCode}?mode=demo|real&token=…), the targets of the
// providers' launch URL templates. Real mode needs a play token minted by the gateway's playToken
// call (one page per token, within a minute); the page gets its own token for its spins, which are
// settled here against the player's casino balance and recorded as results.
import { Hono, type Context } from 'hono';
import { MAIN_BALANCE_TYPE, type Locale } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { isRecord, readJsonBody } from '../http/json-body.ts';
import { DEMO_START_BALANCE, renderSlotPage } from '../demo-games/slot-page.ts';
import { renderMessagePage, type PageMessage } from '../http/html.ts';
import { pageLocale } from '../http/page-locale.ts';
import { SLOT_BETS, slotWin, spinReels } from '../demo-games/slot-rules.ts';
import type { PlayerState } from '../state/player-state.ts';
import { GAME_ROUND_PURPOSE } from '../state/sessions.ts';

const DEFAULT_CURRENCY = 'CZK';

type GameError = 'notFound' | 'demoNotAvailable' | 'invalidSession';

/** The game's own error pages, in the language of its launch URL (the portal fills {languageCode}). */
const GAME_ERRORS: Readonly<Record<Locale, Readonly<Record<GameError, (gameCode: string) => PageMessage>>>> = {
  cs: {
    notFound: (gameCode) => ({ title: 'Hra nenalezena', text: `Hra ${gameCode} neexistuje.` }),
    demoNotAvailable: () => ({ title: 'Demo není k dispozici', text: 'Tuto hru lze hrát jen o skutečné peníze.' }),
    invalidSession: () => ({ title: 'Neplatná herní relace', text: 'Herní relace není platná. Přihlaste se a spusťte hru znovu.' }),
  },
  en: {
    notFound: (gameCode) => ({ title: 'Game not found', text: `There is no game ${gameCode}.` }),
    demoNotAvailable: () => ({ title: 'Demo not available', text: 'This game can only be played for real money.' }),
    invalidSession: () => ({ title: 'Invalid game session', text: 'The game session is not valid. Log in and launch the game again.' }),
  },
};

const GAME_ERROR_STATUS = { notFound: 404, demoNotAvailable: 403, invalidSession: 401 } as const satisfies Record<GameError, number>;

const errorPage = (c: Context, error: GameError) => {
  const locale = pageLocale({ lang: c.req.query('lang') });
  return c.html(renderMessagePage(locale, GAME_ERRORS[locale][error](c.req.param('gameCode') ?? '')), GAME_ERROR_STATUS[error]);
};

export const demoGameRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  const games = new Map(ctx.world.games.map((game) => [game.gameCode, game]));
  const providerName = new Map(ctx.world.providers.map((provider) => [provider.id, provider.name]));
  let roundCounter = 0;

  /**
   * The player a launch token belongs to, when it is live and (if given) names the same player. The
   * token is spent by this look-up: a launch URL found in a history or a log opens nothing.
   */
  const playerOfLaunch = (token: string | undefined, playerParam: string | undefined): PlayerState | undefined => {
    const launch = ctx.sessions.play.consume(token);
    if (!launch || launch.purpose !== 'play' || (launch.expiresAt !== null && ctx.clock() >= launch.expiresAt)) return undefined;
    const state = ctx.players.find(launch.username);
    if (!state) return undefined;
    // The portal may fill {playerId} with any of the player's identifiers.
    const { username, info } = state.player;
    const names = [username, info.userId, info.playerClientId ?? ''].map((name) => name.toLowerCase());
    return playerParam && !names.includes(playerParam.toLowerCase()) ? undefined : state;
  };

  const mainBalance = (state: PlayerState) => state.balances.find((balance) => balance.type === MAIN_BALANCE_TYPE) ?? state.balances[0];

  app.get('/:gameCode', (c) => {
    const game = games.get(c.req.param('gameCode'));
    if (!game) return errorPage(c, 'notFound');
    const mode = c.req.query('mode') === 'real' ? 'real' : 'demo';
    const lang = pageLocale({ lang: c.req.query('lang') });
    const common = { game, providerName: providerName.get(game.provider) ?? game.provider, lang, spinUrl: `${c.req.path}/spin` };
    if (mode === 'demo') {
      if (!game.demoEnabled) return errorPage(c, 'demoNotAvailable');
      return c.html(
        renderSlotPage({ ...common, mode, balance: DEMO_START_BALANCE, currencyCode: ctx.world.settings.currency.code || DEFAULT_CURRENCY, token: null }),
      );
    }
    const state = playerOfLaunch(c.req.query('token'), c.req.query('player'));
    if (!state) return errorPage(c, 'invalidSession');
    const balance = mainBalance(state);
    const token = ctx.sessions.play.issue({ username: state.player.username, purpose: GAME_ROUND_PURPOSE, expiresAt: null });
    return c.html(renderSlotPage({ ...common, mode, balance: balance?.amount ?? 0, currencyCode: balance?.currencyCode ?? DEFAULT_CURRENCY, token }));
  });

  app.post('/:gameCode/spin', async (c) => {
    const game = games.get(c.req.param('gameCode'));
    if (!game) return c.json({ message: 'Game not found' }, 404);
    const body = await readJsonBody(c);
    const token = isRecord(body) && typeof body['token'] === 'string' ? body['token'] : undefined;
    const bet = isRecord(body) ? Number(body['bet']) : Number.NaN;
    const round = ctx.sessions.play.get(token);
    const state = round?.purpose === GAME_ROUND_PURPOSE ? ctx.players.find(round.username) : undefined;
    if (!state) return c.json({ message: 'Invalid game session' }, 401);
    if (!SLOT_BETS.includes(bet)) return c.json({ message: `Bet must be one of ${SLOT_BETS.join(', ')}` }, 400);
    const balance = mainBalance(state);
    if (!balance || balance.amount < bet) return c.json({ message: 'Not enough balance' }, 402);
    const reels = spinReels(ctx.random);
    const win = slotWin(reels, bet);
    const amount = Math.round((balance.amount - bet + win) * 100) / 100;
    state.balances = state.balances.map((entry) => (entry === balance ? { ...entry, amount } : entry));
    roundCounter += 1;
    state.gameResults = [
      { code: `D${(9_500_000 + roundCounter).toString()}`, datetime: new Date(ctx.clock()).toISOString(), gameName: game.name, gameType: game.gameCode, win },
      ...state.gameResults,
    ];
    const played = state.playerGames.find((record) => record.gameType === game.gameCode);
    state.playerGames = played
      ? state.playerGames.map((record) => (record === played ? { ...record, gameRoundCount: record.gameRoundCount + 1 } : record))
      : [...state.playerGames, { gameType: game.gameCode, gameRoundCount: 1 }];
    ctx.playerEvents.emit(state.player.username, { type: 'BALANCE', balance: { ...balance, amount } });
    return c.json({ reels, win, balance: amount });
  });

  return app;
};
