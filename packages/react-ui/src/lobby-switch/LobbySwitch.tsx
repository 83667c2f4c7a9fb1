// The switch between the site's lobbies (Casino, Live casino) where the header's product links are
// hidden (below the desktop): plain links, so it works before any script runs; the current lobby is
// marked for assistive technology (aria-current) and visibly, by weight and a bar, not by colour alone.
import type { MouseEvent } from 'react';
import type { NavLink } from '../overflow-nav/OverflowNav.tsx';
import './lobby-switch.css';

export interface LobbySwitchProps {
  /** The accessible name of the navigation ("Lobby"). */
  readonly label: string;
  readonly links: readonly NavLink[];
  readonly onNavigate?: (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function LobbySwitch({ label, links, onNavigate }: LobbySwitchProps) {
  return (
    <nav className="casino-lobby-switch" aria-label={label}>
      <ul className="casino-lobby-switch__list">
        {links.map((link) => (
          <li key={link.key} className="casino-lobby-switch__item">
            <a
              className="casino-lobby-switch__link"
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              onClick={(event) => onNavigate?.(link, event)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
