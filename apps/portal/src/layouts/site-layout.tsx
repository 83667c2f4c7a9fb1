// The site's chrome around a page: the header (logo home, language switch) and the main column.
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { Header, LanguageSwitch } from '@casino/react-ui';
import type { RootData } from '../root.tsx';
import { homeHref, languageOptions } from './site-chrome.ts';
import './site-layout.css';

export default function SiteLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const locale = useRouteLoaderData<RootData>('root')?.locale ?? 'cs';
  return (
    <>
      <a className="casino-skip-link" href="#main">
        {t`Přeskočit na obsah`}
      </a>
      <Header homeHref={homeHref(pathname, locale)} homeLabel={t`Kasino, úvodní stránka`} brand={t`Kasino`}>
        <LanguageSwitch label={t`Jazyk`} options={languageOptions(pathname, locale)} />
      </Header>
      <main id="main" className="casino-main">
        <Outlet />
      </main>
    </>
  );
}
