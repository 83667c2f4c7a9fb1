// One promotion's article: its banner, the player's opt-in (promotion-opt-in.tsx), the sanitised
// text and its games. The page of a promotion visitors may see draws it from the server's data; the
// page of one for players only draws it from the players' route once a player is logged in.
import { useLingui } from '@lingui/react/macro';
import { SanitisedHtml, PageHeader } from '@casino/react-ui';
import { trustedHtml } from '../routing/sanitised-html-policy.ts';
import { CatalogueTiles } from './page-parts.tsx';
import { PromotionOptIn } from './promotion-opt-in.tsx';
import type { PromotionArticleWire } from './promotion-article.wire.ts';

export function PromotionArticle({ article }: { readonly article: PromotionArticleWire }) {
  const { t } = useLingui();
  return (
    <article className="casino-catalogue-article" data-promotion={article.id}>
      <PageHeader title={article.title} backHref={article.backHref} backLabel={t`Všechny akce`} {...(article.draft ? { badge: t`Koncept` } : {})} />
      {article.image ? (
        <img
          className="casino-catalogue-banner"
          src={article.image.src}
          width={article.image.width}
          height={article.image.height}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      <PromotionOptIn id={article.id} templateCode={article.templateCode} tagName={article.tagName} />
      <SanitisedHtml sanitizedHtml={trustedHtml(article.html)} />
      {article.tiles.length > 0 ? <CatalogueTiles title={t`Hry v akci`} tiles={article.tiles} emptyText="" /> : null}
    </article>
  );
}
