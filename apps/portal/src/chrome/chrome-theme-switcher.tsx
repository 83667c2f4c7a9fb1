// The chrome's theme switcher (the submenu and the drawer show one each): the server's theme (from
// its cookie) until the browser runtime runs, then the theme machine's preference, which starts
// from the same; a choice goes to the machine (cookie, <html data-theme>) and casino_theme_toggle
// to the data layer. A choice made before the runtime runs (a visitor's starts at their first
// interaction) shows at once and reaches the machine once it has started.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouteLoaderData } from 'react-router';
import { themeToggleEvent, type ThemeOption } from '@casino/core';
import { theme } from '@casino/machines';
import { ThemeSwitcher } from '@casino/react-ui';
import type { RootData } from '../root-data.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { pushToDataLayer, useBrowserRuntime, useWithBrowserRuntime } from './portal-system-provider.tsx';
import { useActorView } from './use-actor-view.ts';

export function ChromeThemeSwitcher({ touch, showLabels = false }: { readonly touch: boolean; readonly showLabels?: boolean }) {
  const { t } = useLingui();
  const serverTheme = useRouteLoaderData<RootData>('root')?.theme ?? 'dark';
  const started = useBrowserRuntime();
  const actor = started?.system.get(SystemId.theme) ?? null;
  const view = useActorView(actor, theme.connect, null);
  const withRuntime = useWithBrowserRuntime();
  const [chosenEarly, setChosenEarly] = useState<ThemeOption | null>(null);
  const choose = (option: ThemeOption) => {
    pushToDataLayer(themeToggleEvent(option));
    if (actor === null) setChosenEarly(option);
    withRuntime((runtime) => runtime.system.get(SystemId.theme).send({ type: 'theme.set', theme: option }));
  };
  return (
    <ThemeSwitcher
      label={t`Barevný režim`}
      value={view?.preference ?? chosenEarly ?? serverTheme}
      labels={{ dark: t`Tmavý vzhled`, light: t`Světlý vzhled`, system: t`Podle zařízení` }}
      onChange={choose}
      touch={touch}
      showLabels={showLabels}
    />
  );
}
