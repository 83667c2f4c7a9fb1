// The five demo accounts (password 'demo'): demo (everything), novy (nothing yet), vylouceny
// (self-excluded), limit (pending limits and waiting messages) and overeni (a second factor: an SMS
// code, always DEMO_SECOND_FACTOR_CODE, since the demo sends no SMS).
import { BasePath, MAIN_BALANCE_TYPE, TimeMs, type Balance, type Game, type PlayerInfo, type PlayerMessage } from '@casino/core';
import { generateDemoBonuses, generateGameResults, pickFavourites, pickPlayerGames } from './player-activity.ts';
import { OPTED_IN_TAGS, OPTED_IN_TEMPLATE_CODES } from './promotions.ts';
import type { Random } from './random.ts';
import type { DemoPlayer } from './world.ts';

export const DEMO_PASSWORD = 'demo';
/** The code the demo "sends" by SMS to an account that asks for a second factor. */
export const DEMO_SECOND_FACTOR_CODE = '246810';
export const SELF_EXCLUSION_REDIRECT_URL = `${BasePath.platform}/self-exclusion`;

const czk = (type: string, amount: number): Balance => ({ type, amount, currencyCode: 'CZK' });

const info = (username: string, userId: string, extra: Partial<PlayerInfo> = {}): PlayerInfo => ({
  language: 'cs',
  username,
  accountBusinessPhase: 'online',
  userId,
  sex: 'M',
  phone: '+420 777 123 456',
  email: `${username}@demo.casino.example`,
  city: 'Praha',
  playerClientId: `C-${userId}`,
  suspended: false,
  ...extra,
});

const message = (type: string, displayType: string, text: string, templateId: string | null = null): PlayerMessage => ({
  type,
  displayType,
  templateId,
  message: text,
});

const emptyPlayer = {
  balanceHidden: false,
  bonuses: [],
  gamingBonuses: [],
  bonusDetails: {},
  bonusTemplateOptIns: [],
  tagNameOptIn: [],
  favourites: [],
  playerGames: [],
  gameResults: [],
  waitingMessages: {},
  selfExclusionRedirectUrl: null,
  hasPendingLimits: false,
  personalisedGames: [],
  secondFactor: null,
} as const;

export const generatePlayers = (random: Random, games: readonly Game[], nowMs: number): DemoPlayer[] => {
  const firstLogin = new Date(nowMs - 25 * TimeMs.MINUTE).toISOString();
  const demoBalances = [czk(MAIN_BALANCE_TYPE, 12_345.67), czk('casino_bonus', 500), czk('sport_gaming', 1_250), czk('withdrawable', 9_870.5)];
  const bonuses = generateDemoBonuses(random.fork('bonuses'), games);

  const demo: DemoPlayer = {
    username: 'demo',
    password: DEMO_PASSWORD,
    description: 'Hráč se vším: zůstatky, bonusy všech typů, oblíbené hry, historie her a výher.',
    info: info('demo', '100001', { sex: 'F', city: 'Brno' }),
    overview: { username: 'demo', balances: demoBalances, firstLoginTimestampZoned: firstLogin, selfExclusionReasonCode: null, selfExclusion: null },
    balances: demoBalances,
    balanceHidden: false,
    bonuses: bonuses.bonuses,
    gamingBonuses: bonuses.gamingBonuses,
    bonusDetails: bonuses.bonusDetails,
    bonusTemplateOptIns: OPTED_IN_TEMPLATE_CODES.map((templateCode) => ({ templateCode })),
    tagNameOptIn: OPTED_IN_TAGS.map((name) => ({ name })),
    favourites: pickFavourites(random.fork('favourites'), games),
    playerGames: pickPlayerGames(random.fork('player-games'), games),
    gameResults: generateGameResults(random.fork('game-results'), games, nowMs),
    waitingMessages: {
      login: [message('login', 'login-message', 'Vítejte zpět! Máte nové free spiny.')],
      bonus: [message('bonus', 'dialog', 'Máte nový bonus: cashback 10 %. Přijmout?', 'B-1003')],
      'bonus:2': [message('bonus:2', 'message', 'Získali jste 50 free spinů.', 'B-1001')],
    },
    selfExclusionRedirectUrl: null,
    hasPendingLimits: false,
    secondFactor: null,
    personalisedGames: random
      .fork('personalised')
      .sample(games, Math.min(20, games.length))
      .map((game) => game.gameCode),
  };

  const novy: DemoPlayer = {
    ...emptyPlayer,
    username: 'novy',
    password: DEMO_PASSWORD,
    description: 'Nový hráč bez vkladu, bonusů a historie.',
    info: info('novy', '100002', { accountBusinessPhase: 'pre-registered' }),
    overview: { username: 'novy', balances: [czk(MAIN_BALANCE_TYPE, 0)], firstLoginTimestampZoned: null, selfExclusionReasonCode: null, selfExclusion: null },
    balances: [czk(MAIN_BALANCE_TYPE, 0)],
  };

  const excludedBalances = [czk(MAIN_BALANCE_TYPE, 230)];
  const vylouceny: DemoPlayer = {
    ...emptyPlayer,
    username: 'vylouceny',
    password: DEMO_PASSWORD,
    description: 'Hráč v sebevyloučení: přihlášení skončí přesměrováním na stránku zodpovědného hraní.',
    info: info('vylouceny', '100003', { suspended: true, city: 'Ostrava' }),
    overview: {
      username: 'vylouceny',
      balances: excludedBalances,
      firstLoginTimestampZoned: null,
      selfExclusionReasonCode: 'PLAYER_REQUEST',
      selfExclusion: { productSettings: [{ product: 'Casino', firstLoginTimestampZoned: null, selfExclusionReasonCode: 'PLAYER_REQUEST' }] },
    },
    balances: excludedBalances,
    selfExclusionRedirectUrl: SELF_EXCLUSION_REDIRECT_URL,
  };

  const limitBalances = [czk(MAIN_BALANCE_TYPE, 1_500), czk('casino_bonus', 0)];
  const limit: DemoPlayer = {
    ...emptyPlayer,
    username: 'limit',
    password: DEMO_PASSWORD,
    description: 'Hráč s čekajícími limity a zprávami k potvrzení (cool-off, přihlášení, upozornění).',
    info: info('limit', '100004', { sex: 'F', city: 'Plzeň' }),
    overview: {
      username: 'limit',
      balances: limitBalances,
      firstLoginTimestampZoned: new Date(nowMs - 5 * TimeMs.MINUTE).toISOString(),
      selfExclusionReasonCode: null,
      selfExclusion: null,
    },
    balances: limitBalances,
    hasPendingLimits: true,
    waitingMessages: {
      login: [message('login', 'login-message', 'Vaše nové limity vstoupí v platnost po potvrzení.')],
      'rg:limits-cool-off': [message('rg:limits-cool-off', 'dialog', 'Zvýšení limitu sázek bude platné za 24 hodin.', 'RG_LIMITS')],
      'rg:dep-cool-off': [message('rg:dep-cool-off', 'dialog', 'Zvýšení limitu vkladů bude platné za 72 hodin.', 'RG_DEPOSIT')],
      alert: [message('alert', 'message', 'Dosáhli jste 80 % svého denního limitu.')],
      before_logout: [message('before_logout', 'dialog', 'Váš herní čas brzy vyprší.')],
    },
  };

  const overeniBalances = [czk(MAIN_BALANCE_TYPE, 800)];
  const overeni: DemoPlayer = {
    ...emptyPlayer,
    username: 'overeni',
    password: DEMO_PASSWORD,
    description: `Hráč s dvoufázovým ověřením: po hesle přijde SMS kód (v ukázce vždy ${DEMO_SECOND_FACTOR_CODE}).`,
    info: info('overeni', '100005', { phone: '+420 608 555 210', city: 'Liberec' }),
    overview: { username: 'overeni', balances: overeniBalances, firstLoginTimestampZoned: null, selfExclusionReasonCode: null, selfExclusion: null },
    balances: overeniBalances,
    secondFactor: { channel: 'sms', destination: '+420 608 *** 210', code: DEMO_SECOND_FACTOR_CODE },
  };

  return [demo, novy, vylouceny, limit, overeni];
};
