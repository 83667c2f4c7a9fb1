// The page's top bar: the logo back to the lobby, the left links (the portal passes an OverflowNav)
// and what sits at the end (login, register, language); below the desktop, a row under it (the lobby
// switch) stands for the left links. Texts come in as props, already translated
// by the portal, so the component stays presentational.
import type { ReactNode } from 'react';
import './header.css';

export interface HeaderProps {
  readonly homeHref: string;
  /** The accessible name of the logo link ("Casino, home"). */
  readonly homeLabel: string;
  readonly brand: string;
  /** The left links beside the logo (desktop). */
  readonly nav?: ReactNode;
  /** What sits at the end of the bar (the language switch). */
  readonly children?: ReactNode;
  /** A row under the bar below the desktop, where `nav` is hidden (the lobby switch). */
  readonly compactNav?: ReactNode;
}

export function Header({ homeHref, homeLabel, brand, nav, children, compactNav }: HeaderProps) {
  return (
    <header className="casino-header">
      <div className="casino-header__inner">
        <a className="casino-header__logo" href={homeHref} aria-label={homeLabel}>
          <span aria-hidden="true" className="casino-header__mark">
            ♠
          </span>
          <span className="casino-header__brand">{brand}</span>
        </a>
        {nav ? <div className="casino-header__nav">{nav}</div> : <span className="casino-header__spacer" />}
        <div className="casino-header__end">{children}</div>
      </div>
      {compactNav ? <div className="casino-header__compact-nav">{compactNav}</div> : null}
    </header>
  );
}
