// The phone's bottom bar (part 2 §2): Home, Top winners (not on phones), Promotions with its badge,
// Poker, Sport, Lotto and Menu, which opens the drawer. Links work before hydration; the Menu
// button is the only control that needs scripts.
import { forwardRef, type MouseEvent } from 'react';
import { BottomBarGlyph, type BottomBarIcon } from './icons.tsx';
import './bottom-bar.css';

export type { BottomBarIcon };

export interface BottomBarItem {
  readonly key: string;
  readonly label: string;
  /** The glyph above the label (decorative). */
  readonly icon: BottomBarIcon;
  readonly href: string;
  readonly current?: boolean;
  readonly external?: boolean;
  readonly badge?: number;
  readonly badgeLabel?: string;
  /** Hidden on phones, shown on tablets (Top winners). */
  readonly hiddenOnPhone?: boolean;
}

export interface BottomBarProps {
  readonly label: string;
  readonly items: readonly BottomBarItem[];
  readonly menuLabel: string;
  readonly menuOpen: boolean;
  readonly menuControls: string;
  readonly onMenu: () => void;
  /** A pointer or the focus reached the menu button: the drawer may start loading. */
  readonly onMenuIntent?: () => void;
  readonly onNavigate?: (item: BottomBarItem, event: MouseEvent<HTMLAnchorElement>) => void;
}

export const BottomBar = forwardRef<HTMLButtonElement, BottomBarProps>(function BottomBar(
  { label, items, menuLabel, menuOpen, menuControls, onMenu, onMenuIntent, onNavigate },
  menuButton,
) {
  return (
    <nav className="casino-bottom-bar" aria-label={label}>
      {/* Each item's width is known from the list's opening tag (its column counts; the CSP allows
          no style attributes), so a phone that paints the page while its HTML still arrives never
          sees the items move apart. */}
      <ul className="casino-bottom-bar__list" data-columns={items.length + 1} data-columns-phone={items.filter((item) => !item.hiddenOnPhone).length + 1}>
        {items.map((item) => (
          <li key={item.key} className="casino-bottom-bar__item" data-hidden-on-phone={item.hiddenOnPhone ? '' : undefined}>
            <a
              className="casino-bottom-bar__link"
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              {...(item.external ? { rel: 'noopener' } : {})}
              onClick={(event) => onNavigate?.(item, event)}
            >
              <span className="casino-bottom-bar__icon" aria-hidden="true">
                <BottomBarGlyph icon={item.icon} />
                {item.badge !== undefined && item.badge > 0 ? <span className="casino-bottom-bar__badge">{item.badge}</span> : null}
              </span>
              <span className="casino-bottom-bar__label">{item.label}</span>
              {item.badge !== undefined && item.badge > 0 && item.badgeLabel ? <span className="casino-visually-hidden">{item.badgeLabel}</span> : null}
            </a>
          </li>
        ))}
        <li className="casino-bottom-bar__item">
          <button
            ref={menuButton}
            type="button"
            className="casino-bottom-bar__link"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuControls : undefined}
            aria-haspopup="dialog"
            onClick={onMenu}
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
          >
            <span className="casino-bottom-bar__icon" aria-hidden="true">
              <BottomBarGlyph icon="menu" />
            </span>
            <span className="casino-bottom-bar__label">{menuLabel}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
});
