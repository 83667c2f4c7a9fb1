// What shows when a page fails (part 2 §2 "Error page"): a 404 with its picture, the update page
// after a chunk-load error (the build watcher redirects to the site's origin after 10 s), or the
// status and message of anything else, with the stack only in development. Go home and customer
// support on each.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { CHUNK_ERROR, CHUNK_ERROR_REDIRECT_MS, ErrorKey } from '@casino/core';
import { ErrorPage } from '@casino/react-ui';
import type { RootData } from '../root-data.ts';
import { homeHref } from './locale-links.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { isChunkLoadError } from './chunk-error.ts';
import { hasWordsFor, translateKey } from './error-messages.ts';
import { useBrowserRuntime } from './portal-system-provider.tsx';

/** The key a loader's failure answer carries (`data({ errorKey }, 500)`), if the error is one. */
const answeredErrorKey = (error: unknown): string | null => {
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  return typeof body === 'object' && body !== null && 'errorKey' in body && typeof body.errorKey === 'string' ? body.errorKey : null;
};

/** The chunk-error page: the build watcher's redirect, or a timer of its own before the runtime runs. */
const useChunkErrorRedirect = (active: boolean) => {
  const started = useBrowserRuntime();
  const sent = useRef(false);
  useEffect(() => {
    if (!active || sent.current) return;
    if (started !== null) {
      started.system.get(SystemId.buildUpdate).send({ type: 'build-update.chunk-error' });
      sent.current = true;
      return;
    }
    const timer = window.setTimeout(() => window.location.assign(window.location.origin), CHUNK_ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [active, started]);
};

export function ChromeErrorPage() {
  const error = useRouteError();
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  const locale = root?.locale ?? 'cs';
  const chunkError = isChunkLoadError(error);
  useChunkErrorRedirect(chunkError);
  const status = chunkError ? CHUNK_ERROR : String(isRouteErrorResponse(error) ? error.status : 500);
  const notFound = !chunkError && isRouteErrorResponse(error) && error.status === 404;
  const key = answeredErrorKey(error);
  const development = import.meta.env.DEV;
  const message = chunkError
    ? translateKey(i18n, ErrorKey.updateMessage)
    : notFound
      ? translateKey(i18n, ErrorKey.pageNotFound)
      : key !== null && hasWordsFor(key)
        ? translateKey(i18n, key)
        : development && error instanceof Error
          ? error.message
          : t`Stránku se nepodařilo zobrazit. Zkuste to prosím za chvíli znovu.`;
  const title = chunkError ? t`Web jsme aktualizovali` : notFound ? t`Stránka nenalezena` : t`Něco se pokazilo`;
  return (
    <main id="main" className="casino-error">
      <title>{title}</title>
      <ErrorPage
        kind={chunkError ? 'update' : notFound ? 'not-found' : 'error'}
        status={status}
        title={title}
        message={message}
        homeHref={homeHref(pathname, locale)}
        homeLabel={translateKey(i18n, ErrorKey.goToHomepage)}
        {...(root?.client.supportUrl
          ? { support: { lead: translateKey(i18n, ErrorKey.orContactOur), label: translateKey(i18n, ErrorKey.customerSupport), href: root.client.supportUrl } }
          : {})}
        stack={development && error instanceof Error ? (error.stack ?? null) : null}
      />
    </main>
  );
}
