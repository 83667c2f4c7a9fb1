// The promotions a visitor may see as cards (the promotions page and the tournaments page), each
// with its sanitised text through the Trusted Types policy; drafts marked as such.
import { useLingui } from '@lingui/react/macro';
import { PromotionCard } from '@casino/react-ui';
import { trustedHtml } from '../routing/sanitised-html-policy.ts';
import type { PromotionView } from './catalogue-data.server.ts';

export function PromotionCards({ promotions }: { readonly promotions: readonly PromotionView[] }) {
  const { t } = useLingui();
  return (
    <ul className="casino-catalogue-cards">
      {promotions.map((promotion, index) => (
        <li key={promotion.id}>
          <PromotionCard
            title={promotion.title}
            href={promotion.href}
            image={promotion.image}
            sanitizedHtml={trustedHtml(promotion.html)}
            actionLabel={t`Více o akci`}
            {...(promotion.draft ? { draftLabel: t`Koncept` } : {})}
            eager={index < 3}
          />
        </li>
      ))}
    </ul>
  );
}
