// The promotions for logged-in players only, on the promotions page (part 1 §5): the server renders
// the visitor's list (it cannot know the session); once auth says a player is logged in the page
// draws this (a chunk of its own, never fetched for a visitor), which fetches the players' list
// (player-promotion-path.ts), decodes it by its Schema and shows the cards under a heading of their
// own. A failed or malformed answer says so with Try again, and the page keeps working; none at all
// shows nothing.
import { Schema } from 'effect';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@casino/react-ui';
import { playerPromotionsUrl } from './player-promotion-path.ts';
import { PromotionCards } from './promotion-cards.tsx';
import { PlayerPromotionsSchema } from './promotion-article.wire.ts';
import { usePlayersJson } from './use-players-json.ts';

const decodeList = Schema.decodeUnknownOption(PlayerPromotionsSchema);

export function PlayerPromotions() {
  const { t } = useLingui();
  const { shown, retry } = usePlayersJson(playerPromotionsUrl, decodeList);

  if (shown.kind === 'loading' || (shown.kind === 'shown' && shown.value.promotions.length === 0)) return null;
  return (
    <section aria-labelledby="casino-player-promotions-title" data-player-promotions={shown.kind}>
      <h2 id="casino-player-promotions-title" className="casino-catalogue-heading">
        {t`Jen pro přihlášené hráče`}
      </h2>
      {shown.kind === 'failed' ? (
        <Notice tone="error" message={t`Akce pro hráče se nepodařilo načíst.`} actionLabel={t`Zkusit znovu`} onAction={retry} />
      ) : (
        <PromotionCards promotions={shown.value.promotions} />
      )}
    </section>
  );
}
