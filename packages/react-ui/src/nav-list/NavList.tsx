// A titled list of links (the drawer's casino and live menus and the submenu).
import type { MouseEvent } from 'react';
import type { NavLink } from '../overflow-nav/OverflowNav.tsx';
import './nav-list.css';

export interface NavListProps {
  readonly title: string;
  readonly links: readonly NavLink[];
  readonly onNavigate?: (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function NavList({ title, links, onNavigate }: NavListProps) {
  return (
    <nav className="casino-nav-list" aria-label={title}>
      <h2 className="casino-nav-list__title">{title}</h2>
      <ul className="casino-nav-list__list">
        {links.map((link) => (
          <li key={link.key}>
            <a
              className="casino-nav-list__link"
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              {...(link.external ? { rel: 'noopener' } : {})}
              onClick={(event) => onNavigate?.(link, event)}
            >
              <span>{link.label}</span>
              {link.badge !== undefined && link.badge > 0 ? (
                <span className="casino-nav-list__badge" aria-label={link.badgeLabel}>
                  {link.badge}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
