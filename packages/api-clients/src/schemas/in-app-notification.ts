// Schema of an in-app notification as the STOMP notification socket delivers it.
import { Schema } from 'effect';
import { PlayerMessageType, type InAppNotification } from '@casino/core';

const BalanceSchema = Schema.Struct({ type: Schema.String, amount: Schema.Number, currencyCode: Schema.String });

export const InAppNotificationSchema = Schema.Struct({
  type: Schema.Literals(Object.values(PlayerMessageType)),
  balance: Schema.optionalKey(Schema.NullOr(BalanceSchema)),
  bonusId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
});

export const InAppNotificationJson = Schema.fromJsonString(InAppNotificationSchema);

type Produces<Core, Decoded extends Core> = Decoded;
export type DecodedInAppNotification = Produces<InAppNotification, typeof InAppNotificationSchema.Type>;
