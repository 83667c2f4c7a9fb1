// The chrome's theme switcher (the submenu and the drawer show one each): the server's theme (from
// its cookie) until the browser runtime runs, then the theme machine's preference, which starts
// from the same; a choice goes to the machine (cookie, <html data-theme>) and casino_theme_toggle
// to the data layer.
import { useLingui } from '@lingui/react/macro';
import { useRouteLoaderData } from 'react-router';
import { themeToggleEvent, type ThemeOption } from '@casino/core';
import { theme } from '@casino/machines';
import { ThemeSwitcher } from '@casino/react-ui';
import type { RootData } from '../root-data.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { pushToDataLayer, useBrowserRuntime } from './portal-system-provider.tsx';
import { useActorView } from './use-actor-view.ts';

export function ChromeThemeSwitcher({ touch, showLabels = false }: { readonly touch: boolean; readonly showLabels?: boolean }) {
  const { t } = useLingui();
  const serverTheme = useRouteLoaderData<RootData>('root')?.theme ?? 'dark';
  const started = useBrowserRuntime();
  const actor = started?.system.get(SystemId.theme) ?? null;
  const view = useActorView(actor, theme.connect, null);
  const choose = (option: ThemeOption) => {
    if (actor === null) return;
    actor.send({ type: 'theme.set', theme: option });
    (started?.runtime.env.track ?? pushToDataLayer)(themeToggleEvent(option));
  };
  return (
    <ThemeSwitcher
      label={t`Barevný režim`}
      value={view?.preference ?? serverTheme}
      labels={{ dark: t`Tmavý vzhled`, light: t`Světlý vzhled`, system: t`Podle zařízení` }}
      onChange={choose}
      touch={touch}
      showLabels={showLabels}
    />
  );
}
