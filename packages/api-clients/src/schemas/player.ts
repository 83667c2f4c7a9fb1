// Schemas of the player and session entities (core types/player.ts).
import { Schema } from 'effect';
import type {
  Balance,
  BonusDetails,
  BonusTemplateOptIn,
  FavouriteEntry,
  GameResult,
  GamingBonus,
  LoginAdditionalInformation,
  LoginResult,
  PlayerBonus,
  PlayerGameRecord,
  PlayerInfo,
  PlayerInfoField,
  PlayerMessage,
  PlayerOverview,
  PlayTokenResponse,
  SelectedGame,
  SelfExclusionProductSetting,
  TagNameOptIn,
} from '@casino/core';
import { exactly, nullable, optionalNullable } from './exact.ts';

const Str = Schema.String;
const Num = Schema.Finite;
const Bool = Schema.Boolean;

export const BalanceSchema = exactly<Balance>()(Schema.Struct({ type: Str, amount: Num, currencyCode: Str }));

/** Each player-info field's schema: the gateway answers only the fields asked for. */
const PLAYER_INFO_FIELD_SCHEMAS = {
  language: nullable(Str),
  username: Str,
  accountBusinessPhase: nullable(Str),
  userId: Str,
  sex: nullable(Str),
  phone: nullable(Str),
  email: nullable(Str),
  city: nullable(Str),
  playerClientId: nullable(Str),
  suspended: Bool,
} satisfies Record<PlayerInfoField, Schema.Top>;

export const PlayerInfoSchema = exactly<PlayerInfo>()(Schema.Struct(PLAYER_INFO_FIELD_SCHEMAS));

/** The player info with just the requested fields, each required and checked. */
export const playerInfoSchemaOf = <F extends PlayerInfoField>(fields: readonly F[]): Schema.Codec<Pick<PlayerInfo, F>, unknown> =>
  // Struct of a subset of the field schemas above: its type is Pick<PlayerInfo, F>, which the
  // compiler cannot follow through Object.fromEntries.
  Schema.Struct(Object.fromEntries(fields.map((field) => [field, PLAYER_INFO_FIELD_SCHEMAS[field]]))) as unknown as Schema.Codec<Pick<PlayerInfo, F>, unknown>;

export const SelfExclusionProductSettingSchema = exactly<SelfExclusionProductSetting>()(
  Schema.Struct({
    product: Str,
    firstLoginTimestampZoned: nullable(Str),
    selfExclusionReasonCode: nullable(Str),
  }),
);

export const PlayerOverviewSchema = exactly<PlayerOverview>()(
  Schema.Struct({
    username: Str,
    balances: Schema.Array(BalanceSchema),
    firstLoginTimestampZoned: nullable(Str),
    selfExclusionReasonCode: nullable(Str),
    selfExclusion: nullable(Schema.Struct({ productSettings: Schema.Array(SelfExclusionProductSettingSchema) })),
  }),
);

export const PlayerMessageSchema = exactly<PlayerMessage>()(Schema.Struct({ type: Str, displayType: Str, templateId: nullable(Str), message: Str }));

export const LoginAdditionalInformationSchema = exactly<LoginAdditionalInformation>()(
  Schema.Struct({
    SuspendedSelfExclusionException: optionalNullable(Str),
    redirectionUrl: optionalNullable(Str),
    twoFactorValidation: optionalNullable(Schema.Record(Str, Schema.Unknown)),
  }),
);

export const LoginResultSchema = exactly<LoginResult>()(
  Schema.Struct({
    username: Str,
    notificationToken: nullable(Str),
    sessionToken: nullable(Str),
    additionalInformation: nullable(LoginAdditionalInformationSchema),
  }),
);

export const PlayerBonusSchema = exactly<PlayerBonus>()(Schema.Struct({ id: Str, status: Str, playType: Str, templateCode: nullable(Str) }));

export const SelectedGameSchema: Schema.Codec<SelectedGame, unknown> = Schema.Union([
  Str,
  Schema.Struct({ codeName: optionalNullable(Str), gameType: optionalNullable(Str) }),
]);

export const GamingBonusSchema = exactly<GamingBonus>()(
  Schema.Struct({
    bonusStatus: Str,
    bonusType: Str,
    selectedGames: Schema.Array(SelectedGameSchema),
    freeSpinsCountRemaining: optionalNullable(Num),
    goldenChips: optionalNullable(Schema.Struct({ goldenChipsCountRemaining: optionalNullable(Num) })),
  }),
);

export const BonusDetailsSchema = exactly<BonusDetails>()(
  Schema.Struct({
    bonus: Schema.Struct({ playType: Str, templateCode: nullable(Str) }),
    freeSpinsCount: nullable(Num),
    goldenChips: nullable(Schema.Struct({ goldenChipsCount: nullable(Num) })),
    bonusTemplate: nullable(Schema.Struct({ gamingContext: Schema.Struct({ selectedGames: Schema.Array(SelectedGameSchema) }) })),
  }),
);

export const BonusTemplateOptInSchema = exactly<BonusTemplateOptIn>()(Schema.Struct({ templateCode: Str }));

export const TagNameOptInSchema = exactly<TagNameOptIn>()(Schema.Struct({ name: Str }));

export const FavouriteEntrySchema = exactly<FavouriteEntry>()(Schema.Struct({ gameType: Str }));

export const PlayerGameRecordSchema = exactly<PlayerGameRecord>()(Schema.Struct({ gameType: Str, gameRoundCount: Num }));

export const GameResultSchema = exactly<GameResult>()(Schema.Struct({ code: Str, datetime: Str, gameName: Str, gameType: Str, win: Num }));

export const PlayTokenResponseSchema = exactly<PlayTokenResponse>()(
  Schema.Struct({
    username: Str,
    sessionToken: nullable(Schema.Struct({ sessionToken: Str })),
    errorCode: nullable(Schema.Union([Str, Num])),
  }),
);
