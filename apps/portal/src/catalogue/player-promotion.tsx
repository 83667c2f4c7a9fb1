// The page of a promotion for logged-in players only (part 1 §5), below the player guard's gate
// (session/player-gate.tsx: a visitor gets its log-in view and never the promotion): once the gate
// shows a player, the browser fetches the article from the players' route (player-promotion-path.ts),
// decodes it by its Schema and draws it as any promotion's page, with the player's opt-in. A failed
// or malformed answer says so with Try again, and the page keeps working.
import { Schema } from 'effect';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@casino/react-ui';
import { playerPromotionUrl } from './player-promotion-path.ts';
import { PromotionArticle } from './promotion-article.tsx';
import { PromotionArticleSchema } from './promotion-article.wire.ts';
import { usePlayersJson } from './use-players-json.ts';

const decodeArticle = Schema.decodeUnknownOption(PromotionArticleSchema);

export function PlayerPromotion({ slug }: { readonly slug: string }) {
  const { t } = useLingui();
  const { shown, retry } = usePlayersJson((options) => playerPromotionUrl(slug, options), decodeArticle);

  if (shown.kind === 'shown') return <PromotionArticle article={shown.value} />;
  if (shown.kind === 'failed')
    return (
      <div className="casino-catalogue-article" data-player-promotion="failed">
        <Notice tone="error" message={t`Akci se nepodařilo načíst.`} actionLabel={t`Zkusit znovu`} onAction={retry} />
      </div>
    );
  return (
    <p className="casino-catalogue-article" role="status" data-player-promotion="loading">
      {t`Načítáme akci…`}
    </p>
  );
}
