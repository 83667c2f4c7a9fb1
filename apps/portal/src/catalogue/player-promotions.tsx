// The promotions for logged-in players only, on the promotions page (part 1 §5): the server renders
// the visitor's list (it cannot know the session); once auth says a player is logged in the page
// draws this (a chunk of its own, never fetched for a visitor), which fetches the players' list
// (player-promotion-path.ts), decodes it by its Schema and shows the cards under a heading of their
// own. A failed or malformed answer says so with Try again, and the page keeps working; none at all
// shows nothing. What it shows is told to the page (onSeen), whose "no promotions" notice depends on it.
import { useEffect } from 'react';
import { Schema } from 'effect';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@casino/react-ui';
import { playerPromotionsUrl } from './player-promotion-path.ts';
import { PromotionCards } from './promotion-cards.tsx';
import { PlayerPromotionsSchema } from './promotion-article.wire.ts';
import { usePlayersJson } from './use-players-json.ts';
import type { PlayersPromotionsSeen } from './no-promotions-notice.ts';

const decodeList = Schema.decodeUnknownOption(PlayerPromotionsSchema);

export function PlayerPromotions({ onSeen }: { readonly onSeen: (seen: PlayersPromotionsSeen) => void }) {
  const { t } = useLingui();
  const { shown, retry } = usePlayersJson(playerPromotionsUrl, decodeList);
  const seen: PlayersPromotionsSeen = shown.kind === 'shown' ? { count: shown.value.promotions.length } : shown.kind;
  const seenKey = typeof seen === 'object' ? seen.count : seen;
  useEffect(() => {
    onSeen(seen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what was seen
  }, [onSeen, seenKey]);

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
