// Sample answers of the player-data loaders, for tests and Storybook playgrounds.
import type { PlayerDataLoaded } from './player-data.types.ts';

export const samplePlayerData: PlayerDataLoaded = {
  balances: [
    { type: 'casino_gaming', amount: 1250.5, currencyCode: 'CZK' },
    { type: 'casino_bonus', amount: 100, currencyCode: 'CZK' },
  ],
  balanceVisibility: { balanceHidden: false },
  info: {
    language: 'cs',
    username: 'hrac',
    accountBusinessPhase: 'active',
    userId: 'u-1',
    sex: null,
    phone: null,
    email: 'hrac@example.cz',
    city: 'Praha',
    playerClientId: 'pc-1',
    suspended: false,
  },
  overview: {
    username: 'hrac',
    balances: [],
    firstLoginTimestampZoned: '2026-11-21T10:00:00+01:00',
    selfExclusionReasonCode: null,
    selfExclusion: { productSettings: [{ product: 'Sport', firstLoginTimestampZoned: null, selfExclusionReasonCode: null }] },
  },
  messages: [{ type: 'bonus', displayType: 'message', templateId: null, message: 'Máte nový bonus' }],
  gamingBonuses: [
    { bonusStatus: 'ACTIVE', bonusType: 'freespins', selectedGames: ['book-of-dead'], freeSpinsCountRemaining: 10 },
    { bonusStatus: 'expired', bonusType: 'freespins', selectedGames: ['starburst'], freeSpinsCountRemaining: 5 },
    { bonusStatus: 'accepted', bonusType: 'goldenchips', selectedGames: [{ codeName: 'roulette' }], goldenChips: { goldenChipsCountRemaining: 3 } },
  ],
  bonuses: [{ id: 'b-1', status: 'active', playType: 'bonus', templateCode: 'WELCOME' }],
  bonusTemplates: [{ templateCode: 'WELCOME' }],
  tags: [{ name: 'vip' }],
  notificationToken: 'nt-1',
};
