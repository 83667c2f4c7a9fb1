// Schemas of the response envelopes of contract.ts and of the platform script's answers.
import { Schema } from 'effect';
import {
  GameListSource,
  type BalancesResponse,
  type BalanceVisibilityResponse,
  type FavouritesResponse,
  type GameResultsResponse,
  type GamingBonusesResponse,
  type LiveWinnerWire,
  type MarketingTagsResponse,
  type NotificationTokenResponse,
  type OptedInBonusTemplatesResponse,
  type PaymentStatisticResponse,
  type PersonalisedCategory,
  type PlatformAck,
  type PlatformLoginResponse,
  type PlayerBonusesResponse,
  type PlayerGamesResponse,
  type PlayerInfoResponse,
  type PlayerTagsResponse,
  type PreviewAuthResponse,
  type RouteRuleResponse,
} from '@casino/core';
import { exactly, literalsOf, nullable } from './exact.ts';
import {
  BalanceSchema,
  BonusTemplateOptInSchema,
  FavouriteEntrySchema,
  GameResultSchema,
  GamingBonusSchema,
  PlayerBonusSchema,
  PlayerGameRecordSchema,
  PlayerInfoSchema,
  TagNameOptInSchema,
} from './player.ts';

const Str = Schema.String;
const Num = Schema.Finite;
const Bool = Schema.Boolean;

export const NotificationTokenResponseSchema = exactly<NotificationTokenResponse>()(Schema.Struct({ notification_token: Str }));
export const BalancesResponseSchema = exactly<BalancesResponse>()(Schema.Struct({ balances: Schema.Array(BalanceSchema) }));
export const BalanceVisibilityResponseSchema = exactly<BalanceVisibilityResponse>()(Schema.Struct({ balanceHidden: Bool }));
export const PlayerInfoResponseSchema = exactly<PlayerInfoResponse>()(Schema.Struct({ playerInfo: PlayerInfoSchema }));
export const PlayerTagsResponseSchema = exactly<PlayerTagsResponse>()(Schema.Struct({ tags: Schema.Array(TagNameOptInSchema) }));
export const MarketingTagsResponseSchema = exactly<MarketingTagsResponse>()(Schema.Struct({ tags: Schema.Array(TagNameOptInSchema) }));
export const PaymentStatisticResponseSchema = exactly<PaymentStatisticResponse>()(
  Schema.Struct({ depositCount: Num, withdrawalCount: Num, lastDepositAt: nullable(Str) }),
);
export const GamingBonusesResponseSchema = exactly<GamingBonusesResponse>()(Schema.Struct({ bonuses: Schema.Array(GamingBonusSchema) }));
export const PlayerBonusesResponseSchema = exactly<PlayerBonusesResponse>()(Schema.Struct({ bonuses: Schema.Array(PlayerBonusSchema) }));
export const OptedInBonusTemplatesResponseSchema = exactly<OptedInBonusTemplatesResponse>()(
  Schema.Struct({ bonusTemplateOptIns: Schema.Array(BonusTemplateOptInSchema) }),
);
export const FavouritesResponseSchema = exactly<FavouritesResponse>()(Schema.Struct({ favoriteGames: Schema.Array(FavouriteEntrySchema) }));
export const PlayerGamesResponseSchema = exactly<PlayerGamesResponse>()(Schema.Struct({ results: Schema.Array(PlayerGameRecordSchema) }));
export const GameResultsResponseSchema = exactly<GameResultsResponse>()(Schema.Struct({ results: Schema.Array(GameResultSchema) }));
export const PreviewAuthResponseSchema = exactly<PreviewAuthResponse>()(Schema.Struct({ authorized: Bool }));
export const PersonalisedCategorySchema = exactly<PersonalisedCategory>()(Schema.Struct({ type: literalsOf(GameListSource), games: Schema.Array(Str) }));
export const RouteRuleResponseSchema = exactly<RouteRuleResponse>()(Schema.Struct({ redirect: nullable(Str) }));

export const LiveWinnerWireSchema = exactly<LiveWinnerWire>()(Schema.Struct({ gameCode: Str, nickname: Str, amount: Num, currencyCode: Str, wonAt: Str }));

/** The live-winners body: a JSON string literal whose content is the JSON list of winners. */
export const LiveWinnersBodySchema = Schema.fromJsonString(Schema.Array(LiveWinnerWireSchema));

// ---- the platform script's answers ----------------------------------------------------------

export const PlatformLoginCookieSchema = Schema.Struct({ hasCookie: Bool });
export const PlatformTemporaryTokenSchema = Schema.Struct({ token: Str });
export const PlatformLoggedInPlayerSchema = Schema.Struct({ username: nullable(Str) });
export const PlatformTermsSchema = Schema.Struct({ accepted: Bool });
export const PlatformAckSchema = exactly<PlatformAck>()(Schema.Struct({ ok: Bool }));
export const PlatformLoginResponseSchema = exactly<PlatformLoginResponse>()(
  Schema.Struct({
    ok: Bool,
    username: nullable(Str),
    reason: nullable(Str),
    twoFactorValidation: nullable(Schema.Record(Str, Schema.Unknown)),
  }),
);

/** The chat provider's unread-count answer. */
export const ChatUnreadSchema = Schema.Struct({ count: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))) });
