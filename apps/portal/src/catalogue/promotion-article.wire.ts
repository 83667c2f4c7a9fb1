// A promotion's article as the players' route sends it (content-data.server.ts's PromotionArticle)
// and a logged-in player's browser decodes it (player-promotion.tsx): the same view the server
// draws for a promotion visitors may see; and the players' list of promotions (player-promotions.tsx),
// the cards' views. The HTML was sanitised on the server.
import { Schema } from 'effect';

const ImageSchema = Schema.Struct({ src: Schema.String, width: Schema.Number, height: Schema.Number });

const TileSchema = Schema.Struct({
  gameCode: Schema.String,
  name: Schema.String,
  provider: Schema.String,
  href: Schema.String,
  imageUrl: Schema.String,
  width: Schema.Number,
  height: Schema.Number,
  detail: Schema.optional(Schema.String),
});

/** A promotion as a card shows it (catalogue-data.server.ts's PromotionView). */
const promotionViewFields = {
  id: Schema.String,
  title: Schema.String,
  href: Schema.String,
  image: Schema.NullOr(ImageSchema),
  html: Schema.String,
  draft: Schema.Boolean,
  templateCode: Schema.NullOr(Schema.String),
  tagName: Schema.NullOr(Schema.String),
};

export const PromotionArticleSchema = Schema.Struct({
  ...promotionViewFields,
  backHref: Schema.String,
  tiles: Schema.Array(TileSchema),
});

/** The players' list route's answer (player-promotions.tsx decodes it). */
export const PlayerPromotionsSchema = Schema.Struct({ promotions: Schema.Array(Schema.Struct(promotionViewFields)) });

export type PromotionArticleWire = typeof PromotionArticleSchema.Type;
