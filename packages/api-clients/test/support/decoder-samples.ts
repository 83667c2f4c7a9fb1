// Every decoder of the package with real samples: the demo world's entities (the same generator
// the demo platform serves) plus hand-written wire answers for the few shapes it has no list of.
import type { Schema } from 'effect';
import { generateWorld } from '@casino/demo-data';
import * as catalogue from '../../src/schemas/catalogue.ts';
import * as player from '../../src/schemas/player.ts';
import * as session from '../../src/schemas/session.ts';
import * as wire from '../../src/schemas/wire.ts';

export interface DecoderCase {
  readonly name: string;
  readonly schema: Schema.Codec<unknown, unknown>;
  readonly samples: readonly unknown[];
  /** Fields that accept more than one JSON type (left out of the wrong-type property). */
  readonly polymorphic?: readonly string[];
}

const world = generateWorld({ seed: 5, size: 240 });
const players = world.players;

const entry = <T>(name: string, schema: Schema.Codec<T, unknown>, samples: readonly T[], polymorphic: readonly string[] = []): DecoderCase => ({
  name,
  schema: schema as Schema.Codec<unknown, unknown>,
  samples,
  polymorphic,
});

export const decoderCases: readonly DecoderCase[] = [
  entry('Game', catalogue.GameSchema, world.games),
  entry('GameInfo', catalogue.GameInfoSchema, Object.values(world.gameInfo)),
  entry('Provider', catalogue.ProviderSchema, world.providers),
  entry('Category', catalogue.CategorySchema, world.categories),
  entry('Collection', catalogue.CollectionSchema, world.collections),
  entry('CollectionGroup', catalogue.CollectionGroupSchema, world.collectionGroups),
  entry('Jackpot', catalogue.JackpotSchema, world.jackpots),
  entry('Promotion', catalogue.PromotionSchema, world.promotions),
  entry('ContentPage', catalogue.ContentPageSchema, world.contentPages),
  entry('MenuItem', catalogue.MenuItemSchema, world.menus),
  entry('SubmenuItem', catalogue.SubmenuItemSchema, world.submenu),
  entry('PageLayout', catalogue.PageLayoutSchema, world.layouts),
  entry('Seo', catalogue.SeoSchema, Object.values(world.seo)),
  entry('Carousel', catalogue.CarouselSchema, world.carousels),
  entry('VideoWidget', catalogue.VideoWidgetSchema, world.videoWidgets),
  entry('GlobalSettings', session.GlobalSettingsSchema, [world.settings]),
  entry('FeatureToggles', session.FeatureTogglesSchema, [world.featureToggles]),
  entry('WebMessage', session.WebMessageSchema, world.webMessages),
  entry('ProviderLaunchData', session.ProviderLaunchDataSchema, Object.values(world.providerLaunch)),
  entry('PersonalisedGames', session.PersonalisedGamesSchema, [{ recommendations: ['a', 'b'], duration: 900000 }]),
  entry('StoredPersonalisedGames', session.StoredPersonalisedGamesSchema, [{ recommendations: ['a'], duration: 60000, storedAt: 1700000000000 }]),
  entry('BuildInfo', session.BuildInfoSchema, [{ id: 'demo-1' }]),
  entry('LiveWinnerWire', wire.LiveWinnerWireSchema, world.winners),
  entry(
    'PlayerInfo',
    player.PlayerInfoSchema,
    players.map((p) => p.info),
  ),
  entry(
    'PlayerOverview',
    player.PlayerOverviewSchema,
    players.map((p) => p.overview),
  ),
  entry(
    'Balance',
    player.BalanceSchema,
    players.flatMap((p) => p.balances),
  ),
  entry(
    'PlayerBonus',
    player.PlayerBonusSchema,
    players.flatMap((p) => p.bonuses),
  ),
  entry(
    'GamingBonus',
    player.GamingBonusSchema,
    players.flatMap((p) => p.gamingBonuses),
  ),
  entry(
    'BonusDetails',
    player.BonusDetailsSchema,
    players.flatMap((p) => Object.values(p.bonusDetails)),
  ),
  entry(
    'BonusTemplateOptIn',
    player.BonusTemplateOptInSchema,
    players.flatMap((p) => p.bonusTemplateOptIns),
  ),
  entry(
    'TagNameOptIn',
    player.TagNameOptInSchema,
    players.flatMap((p) => p.tagNameOptIn),
  ),
  entry(
    'PlayerGameRecord',
    player.PlayerGameRecordSchema,
    players.flatMap((p) => p.playerGames),
  ),
  entry(
    'GameResult',
    player.GameResultSchema,
    players.flatMap((p) => p.gameResults),
  ),
  entry(
    'PlayerMessage',
    player.PlayerMessageSchema,
    players.flatMap((p) => Object.values(p.waitingMessages).flatMap((messages) => messages ?? [])),
  ),
  entry('LoginResult', player.LoginResultSchema, [
    { username: 'demo', notificationToken: 'n', sessionToken: 's', additionalInformation: null },
    {
      username: 'excluded',
      notificationToken: null,
      sessionToken: null,
      additionalInformation: { SuspendedSelfExclusionException: 'x', redirectionUrl: 'https://example.com/' },
    },
  ]),
  entry(
    'PlayTokenResponse',
    player.PlayTokenResponseSchema,
    [
      { username: 'demo', sessionToken: { sessionToken: 't' }, errorCode: null },
      { username: '', sessionToken: null, errorCode: 'NOT_LOGGED_IN' },
      { username: '', sessionToken: null, errorCode: 401 },
    ],
    ['errorCode'],
  ),
  entry('NotificationTokenResponse', wire.NotificationTokenResponseSchema, [{ notification_token: 'n' }]),
  entry(
    'BalancesResponse',
    wire.BalancesResponseSchema,
    players.map((p) => ({ balances: p.balances })),
  ),
  entry('BalanceVisibilityResponse', wire.BalanceVisibilityResponseSchema, [{ balanceHidden: true }]),
  entry(
    'PlayerInfoResponse',
    wire.PlayerInfoResponseSchema,
    players.map((p) => ({ playerInfo: p.info })),
  ),
  entry(
    'PlayerTagsResponse',
    wire.PlayerTagsResponseSchema,
    players.map((p) => ({ tags: p.tagNameOptIn })),
  ),
  entry(
    'MarketingTagsResponse',
    wire.MarketingTagsResponseSchema,
    players.map((p) => ({ tags: p.tagNameOptIn })),
  ),
  entry('PaymentStatisticResponse', wire.PaymentStatisticResponseSchema, [
    { depositCount: 3, withdrawalCount: 1, lastDepositAt: '2026-11-20T10:00:00Z' },
    { depositCount: 0, withdrawalCount: 0, lastDepositAt: null },
  ]),
  entry(
    'GamingBonusesResponse',
    wire.GamingBonusesResponseSchema,
    players.map((p) => ({ bonuses: p.gamingBonuses })),
  ),
  entry(
    'PlayerBonusesResponse',
    wire.PlayerBonusesResponseSchema,
    players.map((p) => ({ bonuses: p.bonuses })),
  ),
  entry(
    'OptedInBonusTemplatesResponse',
    wire.OptedInBonusTemplatesResponseSchema,
    players.map((p) => ({ bonusTemplateOptIns: p.bonusTemplateOptIns })),
  ),
  entry(
    'FavouritesResponse',
    wire.FavouritesResponseSchema,
    players.map((p) => ({ favoriteGames: p.favourites.map((gameType) => ({ gameType })) })),
  ),
  entry(
    'PlayerGamesResponse',
    wire.PlayerGamesResponseSchema,
    players.map((p) => ({ results: p.playerGames })),
  ),
  entry(
    'GameResultsResponse',
    wire.GameResultsResponseSchema,
    players.map((p) => ({ results: p.gameResults })),
  ),
  entry('PreviewAuthResponse', wire.PreviewAuthResponseSchema, [{ authorized: true }, { authorized: false }]),
  entry('PersonalisedCategory', wire.PersonalisedCategorySchema, [{ type: 'PopularPggService', games: ['a'] }]),
  entry('RouteRuleResponse', wire.RouteRuleResponseSchema, [{ redirect: '/vitezove' }, { redirect: null }]),
  entry('PlatformAck', wire.PlatformAckSchema, [{ ok: true }]),
  entry('PlatformLoginResponse', wire.PlatformLoginResponseSchema, [
    { ok: true, username: 'demo', reason: null, twoFactorValidation: null },
    { ok: false, username: null, reason: 'invalid_credentials', twoFactorValidation: null },
  ]),
  entry('PlatformLoginCookie', wire.PlatformLoginCookieSchema, [{ hasCookie: false }]),
  entry('PlatformTemporaryToken', wire.PlatformTemporaryTokenSchema, [{ token: 't' }]),
  entry('PlatformLoggedInPlayer', wire.PlatformLoggedInPlayerSchema, [{ username: null }, { username: 'demo' }]),
  entry('PlatformTerms', wire.PlatformTermsSchema, [{ accepted: true }]),
];
