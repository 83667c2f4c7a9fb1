// Dark, light or system (part 2 §4): three buttons, the chosen one pressed. The portal sends the
// choice to the theme machine, which stores the cookie and tracks casino_theme_toggle.
import type { ThemeOption } from '@casino/core';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import './theme-switcher.css';

export interface ThemeSwitcherProps {
  /** The group's accessible name ("Colour mode"). */
  readonly label: string;
  readonly value: ThemeOption;
  readonly labels: Readonly<Record<ThemeOption, string>>;
  readonly onChange: (theme: ThemeOption) => void;
  /** Touch devices get no tooltips. */
  readonly touch?: boolean;
  /** Show the option names beside the icons (the drawer has room). */
  readonly showLabels?: boolean;
}

const OPTIONS: readonly ThemeOption[] = ['dark', 'light', 'system'];
const ICONS: Readonly<Record<ThemeOption, string>> = { dark: '☾', light: '☀', system: '◐' };

export function ThemeSwitcher({ label, value, labels, onChange, touch = false, showLabels = false }: ThemeSwitcherProps) {
  return (
    <div className="casino-theme-switcher" role="group" aria-label={label} data-with-labels={showLabels ? '' : undefined}>
      {OPTIONS.map((option) => {
        const button = (
          <button
            key={option}
            type="button"
            className="casino-theme-switcher__option"
            aria-pressed={option === value}
            aria-label={showLabels ? undefined : labels[option]}
            data-theme-option={option}
            onClick={() => onChange(option)}
          >
            <span aria-hidden="true" className="casino-theme-switcher__icon">
              {ICONS[option]}
            </span>
            {showLabels ? <span>{labels[option]}</span> : null}
          </button>
        );
        return showLabels ? (
          button
        ) : (
          <Tooltip key={option} content={labels[option]} disabled={touch}>
            {button}
          </Tooltip>
        );
      })}
    </div>
  );
}
