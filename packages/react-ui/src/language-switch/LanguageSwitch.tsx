// Links to the same page in each language. Plain links, so switching works before hydration; the
// portal points them at a URL that writes the locale cookie (D1).
import './language-switch.css';

export interface LanguageOption {
  /** BCP 47 language of the option's own name ("cs", "en"). */
  readonly lang: string;
  /** The language's name in itself ("Čeština", "English"). */
  readonly label: string;
  /** The short code shown in the bar ("CS"). */
  readonly short: string;
  readonly href: string;
  readonly current: boolean;
}

export interface LanguageSwitchProps {
  /** The accessible name of the group ("Language"). */
  readonly label: string;
  readonly options: readonly LanguageOption[];
}

export function LanguageSwitch({ label, options }: LanguageSwitchProps) {
  return (
    <nav className="casino-language-switch" aria-label={label}>
      <ul className="casino-language-switch__list">
        {options.map((option) => (
          <li key={option.lang}>
            <a
              className="casino-language-switch__link"
              href={option.href}
              hrefLang={option.lang}
              lang={option.lang}
              aria-current={option.current ? 'true' : undefined}
              title={option.label}
            >
              <span aria-hidden="true">{option.short}</span>
              <span className="casino-visually-hidden">{option.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
