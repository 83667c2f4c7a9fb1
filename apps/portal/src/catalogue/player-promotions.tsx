// The promotions for logged-in players only, on the promotions page (part 1 §5): the server renders
// the visitor's list (it cannot know the session); once auth says a player is logged in the page
// draws this (a chunk of its own, never fetched for a visitor), which fetches the players' list
// (player-promotion-path.ts), decodes it by its Schema and shows the cards under a heading of their
// own. A failed or malformed answer says so with Try again, and the page keeps working; none at all
// shows nothing.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Option, Schema } from 'effect';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@casino/core';
import { Notice } from '@casino/react-ui';
import { useBrowserRuntime, useRootData } from '../chrome/portal-system-provider.tsx';
import type { PromotionView } from './catalogue-data.server.ts';
import { playerPromotionsUrl } from './player-promotion-path.ts';
import { PromotionCards } from './promotion-cards.tsx';
import { PlayerPromotionsSchema } from './promotion-article.wire.ts';

const decodeList = Schema.decodeUnknownOption(PlayerPromotionsSchema);

type Shown = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'shown'; readonly promotions: readonly PromotionView[] };

export function PlayerPromotions() {
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
      .fetch(`${env.location.origin}${playerPromotionsUrl({ locale, preview })}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? decodeList(await response.json()) : Option.none()))
      .then(
        (list) => setShown(Option.isSome(list) ? { kind: 'shown', promotions: list.value.promotions } : { kind: 'failed' }),
        () => {
          if (!controller.signal.aborted) setShown({ kind: 'failed' });
        },
      );
    return () => controller.abort();
  }, [started, locale, preview, attempt]);

  if (shown.kind === 'loading' || (shown.kind === 'shown' && shown.promotions.length === 0)) return null;
  return (
    <section aria-labelledby="casino-player-promotions-title" data-player-promotions={shown.kind}>
      <h2 id="casino-player-promotions-title" className="casino-catalogue-heading">
        {t`Jen pro přihlášené hráče`}
      </h2>
      {shown.kind === 'failed' ? (
        <Notice
          tone="error"
          message={t`Akce pro hráče se nepodařilo načíst.`}
          actionLabel={t`Zkusit znovu`}
          onAction={() => {
            setShown({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        <PromotionCards promotions={shown.promotions} />
      )}
    </section>
  );
}
