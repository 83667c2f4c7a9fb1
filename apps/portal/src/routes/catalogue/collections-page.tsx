// /zanr: the genres (collections) in their groups, each a card with its icon (part 1 §2–§3).
import { CardGrid, PageHeader } from '@casino/react-ui';
import type { Route } from './+types/collections-page.ts';
import { loadCollectionsPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadCollectionsPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      {loaderData.sections.map((section, sectionIndex) => (
        <CardGrid
          key={section.id}
          title={section.title}
          items={section.cards.map((card) => ({
            id: `${section.id}-${card.id}`,
            title: card.title,
            href: card.href,
            detail: card.detail,
            media: card.image ? (
              <img
                src={card.image.src}
                width={card.image.width}
                height={card.image.height}
                alt=""
                loading={sectionIndex === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : undefined,
          }))}
        />
      ))}
    </>
  );
}
