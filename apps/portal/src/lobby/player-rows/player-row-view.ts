// A player-only row's view as the lobby's loader data carries it (../lobby-views.ts), and the
// categories of a layout's player rows as the player's machines need them (runtime/root/layout-category.ts).
import type { LayoutCategory } from '../../runtime/root/layout-category.ts';
import type { LobbyWidgetView } from '../lobby-views.ts';

export type PlayerRowView = Extract<LobbyWidgetView, { readonly kind: 'player' }>;

export const playerCategoriesOf = (widgets: readonly LobbyWidgetView[]): LayoutCategory[] =>
  widgets.flatMap((widget) => (widget.kind === 'player' ? [{ id: widget.categoryId, type: widget.source }] : []));
