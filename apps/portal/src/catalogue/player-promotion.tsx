// The page of a promotion for logged-in players only (part 1 §5), below the player guard's gate
// (session/player-gate.tsx: a visitor gets its log-in view and never the promotion): once the gate
// shows a player, the browser fetches the article from the players' route (player-promotion-path.ts),
// decodes it by its Schema and draws it as any promotion's page, with the player's opt-in. A failed
// or malformed answer says so with Try again, and the page keeps working.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Option, Schema } from 'effect';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@casino/core';
import { Notice } from '@casino/react-ui';
import { useBrowserRuntime, useRootData } from '../chrome/portal-system-provider.tsx';
import { playerPromotionUrl } from './player-promotion-path.ts';
import { PromotionArticle } from './promotion-article.tsx';
import { PromotionArticleSchema, type PromotionArticleWire } from './promotion-article.wire.ts';

const decodeArticle = Schema.decodeUnknownOption(PromotionArticleSchema);

type Shown = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'shown'; readonly article: PromotionArticleWire };

export function PlayerPromotion({ slug }: { readonly slug: string }) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const locale = useRootData()?.locale ?? 'cs';
  const { pathname } = useLocation();
  const preview = matchRoute(pathname)?.preview ?? false;
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (started === null) return;
    const controller = new AbortController();
    const { env } = started.runtime;
    env
      .fetch(`${env.location.origin}${playerPromotionUrl(slug, { locale, preview })}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? decodeArticle(await response.json()) : Option.none()))
      .then(
        (article) => setShown(Option.isSome(article) ? { kind: 'shown', article: article.value } : { kind: 'failed' }),
        () => {
          if (!controller.signal.aborted) setShown({ kind: 'failed' });
        },
      );
    return () => controller.abort();
  }, [started, slug, locale, preview, attempt]);

  if (shown.kind === 'shown') return <PromotionArticle article={shown.article} />;
  if (shown.kind === 'failed')
    return (
      <div className="casino-catalogue-article" data-player-promotion="failed">
        <Notice
          tone="error"
          message={t`Akci se nepodařilo načíst.`}
          actionLabel={t`Zkusit znovu`}
          onAction={() => {
            setShown({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      </div>
    );
  return (
    <p className="casino-catalogue-article" role="status" data-player-promotion="loading">
      {t`Načítáme akci…`}
    </p>
  );
}
