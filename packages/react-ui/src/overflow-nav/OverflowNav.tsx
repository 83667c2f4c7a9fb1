// A row of links that keeps what fits and moves the rest into a "More" popover, as the header's
// left links and the desktop submenu do (part 2 §2). The server renders every link (the row clips);
// after hydration the row measures its links when the browser first lays it out and on every
// resize. The popover (Ark UI, overflow-popover.tsx) is loaded when a pointer or the focus first
// reaches the button; a click before it has arrived opens it on arrival.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { deferredModule } from '../deferred/deferred-module.ts';
import { useDeferredModule } from '../deferred/use-deferred-module.ts';
import { useFocusCarriedOver } from '../deferred/use-focus-carried-over.ts';
import { useOpenedAfterMount } from '../deferred/use-opened-after-mount.ts';
import { fittingCount } from './fitting-count.ts';
import './overflow-nav.css';

export interface NavLink {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly current?: boolean;
  readonly external?: boolean;
  /** A count shown beside the label (hidden when zero or absent). */
  readonly badge?: number;
  readonly badgeLabel?: string;
}

export interface OverflowNavProps {
  /** The accessible name of the navigation ("Products", "Submenu"). */
  readonly label: string;
  readonly links: readonly NavLink[];
  /** The text of the overflow button ("More"). */
  readonly moreLabel: string;
  readonly variant?: 'header' | 'submenu';
  readonly onNavigate?: (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => void;
}

const overflowPopover = deferredModule(() => import('./overflow-popover.tsx'));

// Layout effects measure before paint in the browser; on the server there is nothing to measure.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function LinkContent({ link }: { readonly link: NavLink }) {
  return (
    <>
      <span>{link.label}</span>
      {link.badge !== undefined && link.badge > 0 ? (
        <span className="casino-overflow-nav__badge" aria-label={link.badgeLabel}>
          {link.badge}
        </span>
      ) : null}
    </>
  );
}

export function OverflowNav({ label, links, moreLabel, variant = 'header', onNavigate }: OverflowNavProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const widths = useRef<number[] | null>(null);
  const [visible, setVisible] = useState(links.length);
  const [open, setOpen] = useState(false);
  const [popover, loadPopover] = useDeferredModule(overflowPopover);
  useFocusCarriedOver(moreRef, popover !== null);
  const popoverOpen = useOpenedAfterMount(open, popover !== null);

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (row === null) return;
    if (widths.current === null || widths.current.length !== links.length) {
      widths.current = [...row.children].map((item) => item.getBoundingClientRect().width);
    }
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
    const moreWidth = moreRef.current?.getBoundingClientRect().width || 96;
    setVisible(fittingCount({ widths: widths.current, available: row.clientWidth, moreWidth, gap }));
  }, [links.length]);

  // The first measure is the observer's first report, after the browser's own layout: measured here,
  // during the hydration's commit, it forced a layout of the whole page and a synchronous re-render
  // in the same task (the lobby's longest task on a phone). A row not displayed (the phone's header
  // and submenu) measures nothing until it is shown: Chromium reports a zero size for it, and widths
  // read then are zeros that, kept, let every link "fit" once the window grows to a desktop's.
  useBrowserLayoutEffect(() => {
    widths.current = null;
    const row = rowRef.current;
    if (row === null) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.width > 0)) measure();
    });
    observer.observe(row.parentElement ?? row);
    return () => observer.disconnect();
  }, [measure]);

  const overflow = links.slice(visible);
  const select = (link: NavLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    onNavigate?.(link, event);
  };
  const linkProps = (link: NavLink) => ({
    href: link.href,
    'aria-current': link.current ? ('page' as const) : undefined,
    ...(link.external ? { rel: 'noopener' } : {}),
    onClick: select(link),
  });

  const moreButton = (
    <>
      {moreLabel}
      <span aria-hidden="true" className="casino-overflow-nav__chevron">
        ▾
      </span>
    </>
  );

  return (
    <nav className={`casino-overflow-nav casino-overflow-nav--${variant}`} aria-label={label}>
      <ul className="casino-overflow-nav__row" ref={rowRef}>
        {links.map((link, index) => (
          <li key={link.key} className="casino-overflow-nav__item" hidden={index >= visible}>
            <a className="casino-overflow-nav__link" {...linkProps(link)}>
              <LinkContent link={link} />
            </a>
          </li>
        ))}
      </ul>
      <div className="casino-overflow-nav__more" ref={moreRef} hidden={overflow.length === 0}>
        {popover === null ? (
          <button
            type="button"
            className="casino-overflow-nav__more-button"
            aria-haspopup="dialog"
            aria-expanded={false}
            onPointerEnter={loadPopover}
            onFocus={loadPopover}
            onClick={() => {
              setOpen(true);
              loadPopover();
            }}
          >
            {moreButton}
          </button>
        ) : (
          <popover.OverflowPopover open={popoverOpen} onOpenChange={setOpen} label={moreLabel} trigger={moreButton}>
            <ul className="casino-overflow-nav__list">
              {overflow.map((link) => (
                <li key={link.key}>
                  <a className="casino-overflow-nav__panel-link" {...linkProps(link)}>
                    <LinkContent link={link} />
                  </a>
                </li>
              ))}
            </ul>
          </popover.OverflowPopover>
        )}
      </div>
    </nav>
  );
}
