// Schemas of the live feed's messages: `init` carries every table, `updateTable` one table's changes.
import { Schema } from 'effect';
import type { LiveTable, LiveTableUpdate } from '@casino/core';

const Dealer = Schema.Struct({ DealerName: Schema.String });

const tableFields = {
  Language: Schema.String,
  Status: Schema.String,
  SeatsAvailability: Schema.Record(Schema.String, Schema.Boolean),
  DynamicImageUrl: Schema.NullOr(Schema.String),
  Dealer: Schema.NullOr(Dealer),
};

export const LiveTableSchema = Schema.Struct({ ImsGameCode: Schema.String, ...tableFields });

export const LiveTableUpdateSchema = Schema.Struct({
  ImsGameCode: Schema.String,
  Language: Schema.optionalKey(tableFields.Language),
  Status: Schema.optionalKey(tableFields.Status),
  SeatsAvailability: Schema.optionalKey(tableFields.SeatsAvailability),
  DynamicImageUrl: Schema.optionalKey(tableFields.DynamicImageUrl),
  Dealer: Schema.optionalKey(tableFields.Dealer),
});

export const InitArgumentsSchema = Schema.Tuple([Schema.Array(LiveTableSchema)]);
export const UpdateTableArgumentsSchema = Schema.Tuple([LiveTableUpdateSchema]);

// Compile-time proof that the schemas produce the core types (a mismatch fails the type check).
type Produces<Core, Decoded extends Core> = Decoded;
export type DecodedLiveTable = Produces<LiveTable, typeof LiveTableSchema.Type>;
export type DecodedLiveTableUpdate = Produces<LiveTableUpdate, typeof LiveTableUpdateSchema.Type>;
