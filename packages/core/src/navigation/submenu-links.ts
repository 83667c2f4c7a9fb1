// The submenu of part 1 §2: fixed links to top winners, promotions and tournaments, then the
// server's links, each resolved by its type.
import type { SubmenuItem } from '../types/catalogue.ts';
import { routePath } from '../routes/route-path.ts';
import type { RouteName } from '../routes/route-table.ts';
import { NavigationLabelKey } from './menu-items.ts';
import { isExternalLink } from './preview-link.ts';

export interface SubmenuLink {
  readonly key: string;
  readonly kind: 'fixed' | 'server';
  /** A NavigationLabelKey for fixed links; the server's title otherwise. */
  readonly label: string;
  readonly to: string;
  readonly external: boolean;
  readonly icon: string | null;
  readonly routeName: RouteName | null;
}

/** A link's own url wins; a content page goes to the page route, a promotion to the promotion route. */
export const resolveSubmenuLink = (item: SubmenuItem): string => {
  const url = item.url?.trim() ?? '';
  if (url !== '') return url;
  const slug = item.slug?.trim() ?? '';
  switch (item.type) {
    case 'contentPage':
      return slug === '' ? routePath('preview') : routePath('preview-page-slug', { slug });
    case 'promotion':
      return slug === '' ? routePath('preview-promotions') : routePath('preview-promotions-slug', { slug });
    case 'link':
      return routePath('preview');
  }
};

const fixedLink = (key: string, label: string, routeName: RouteName): SubmenuLink => ({
  key,
  kind: 'fixed',
  label,
  to: routePath(routeName),
  external: false,
  icon: null,
  routeName,
});

export const submenuLinks = (items: readonly SubmenuItem[]): SubmenuLink[] => [
  fixedLink('top-winners', NavigationLabelKey.topWinners, 'preview-winners'),
  fixedLink('promotions', NavigationLabelKey.promotions, 'preview-promotions'),
  fixedLink('tournaments', NavigationLabelKey.tournaments, 'preview-tournaments'),
  ...items.map((item, index): SubmenuLink => {
    const to = resolveSubmenuLink(item);
    return { key: `submenu:${index}:${item.title}`, kind: 'server', label: item.title, to, external: isExternalLink(to), icon: item.icon, routeName: null };
  }),
];
