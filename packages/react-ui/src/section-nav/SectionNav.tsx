// Links between the pages of one section (the winners pages): the current one is marked for
// assistive technology (aria-current) and visibly, not by colour alone.
import './section-nav.css';

export interface SectionNavItem {
  readonly href: string;
  readonly label: string;
  readonly current: boolean;
}

export interface SectionNavProps {
  readonly label: string;
  readonly items: readonly SectionNavItem[];
}

export function SectionNav({ label, items }: SectionNavProps) {
  return (
    <nav className="casino-section-nav" aria-label={label}>
      <ul className="casino-section-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <a className="casino-section-nav__link" href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
