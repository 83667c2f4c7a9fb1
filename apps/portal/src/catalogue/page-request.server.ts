// What every catalogue page's loader shares: the request's locale, preview flag and config; a
// runtime over the api-clients made for the request (a memory environment: no cookies, so the
// server renders what a visitor sees, and preview shows drafts only to visitors) and disposed after
// it; and the two ways a page fails: a real 404 for an unknown slug, a 500 that names the spec's
// error key when a call fails.
import { setupI18n, type I18n } from '@lingui/core';
import { data } from 'react-router';
import type { Effect } from 'effect';
import { isApiError } from '@casino/api-clients';
import { localisedPath, matchRoute, stripLocalePrefix, type Locale } from '@casino/core';
import { loadMessages } from '../i18n/load-messages.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { portalConfigContext, sharedContentContext } from '../request-context.server.ts';
import type { ApiServices } from '../runtime/api-runner.ts';
import { createMemoryEnvironment } from '../runtime/environment/memory-environment.ts';
import type { PortalConfig } from '../runtime/portal-config.ts';
import type { SharedContent } from '../runtime/shared-content.ts';
import { createPortalRuntime } from '../runtime/portal-runtime.ts';
import { noIndexHead, type SeoHead } from './seo-head.ts';

export interface CatalogueRequest {
  readonly config: PortalConfig;
  readonly locale: Locale;
  /** The route carries /preview: drafts are shown (the server always renders for a visitor). */
  readonly preview: boolean;
  /** The portal's own origin. */
  readonly origin: string;
  /** The page's canonical address: this language, no /preview. */
  readonly canonical: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly signal?: AbortSignal;
  /** The server's shared content answers (see runtime/shared-content.ts). */
  readonly sharedContent?: SharedContent | null;
}

export const canonicalPath = (pathname: string, locale: Locale): string => {
  const { pathname: bare } = stripLocalePrefix(pathname);
  const withoutPreview = bare === '/preview' ? '/' : bare.startsWith('/preview/') ? bare.slice('/preview'.length) : bare;
  return localisedPath(withoutPreview === '' ? '/' : withoutPreview, locale);
};

interface LoaderArgsLike {
  readonly request: Request;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly context: { get: <T>(context: import('react-router').RouterContext<T>) => T };
}

export const catalogueRequest = ({ request, params, context }: LoaderArgsLike, config: PortalConfig = context.get(portalConfigContext)): CatalogueRequest => {
  const url = new URL(request.url);
  const locale = requestLocale(request, config.defaultLocale);
  return {
    config,
    locale,
    preview: matchRoute(url.pathname)?.preview ?? false,
    origin: url.origin,
    canonical: url.origin + canonicalPath(url.pathname, locale),
    params,
    signal: request.signal,
    sharedContent: context.get(sharedContentContext),
  };
};

export const requestI18n = async (locale: Locale): Promise<I18n> => setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });

/** Runs calls of the api-clients on a runtime made for this request, then disposes it. */
export const runCatalogue = async <A, E>(request: CatalogueRequest, effect: Effect.Effect<A, E, ApiServices>): Promise<A> => {
  const environment = createMemoryEnvironment({ origin: request.origin });
  const runtime = createPortalRuntime({
    config: request.config,
    environment,
    locale: request.locale,
    preview: request.preview,
    sharedContent: request.sharedContent ?? null,
  });
  try {
    return await runtime.api.run(effect, request.signal);
  } finally {
    await runtime.dispose();
  }
};

/** The slug names nothing this visitor may see. */
export class CatalogueNotFound extends Error {
  constructor(what: string) {
    super(`Page Not Found: ${what}`);
    this.name = 'CatalogueNotFound';
  }
}

/** A call answered 404: the item does not exist (or is not visible in this content status). */
export const isNotFoundAnswer = (error: unknown): boolean => isApiError(error) && error._tag === 'HttpStatusError' && error.status === 404;

export const UNEXPECTED_ERROR_KEY = 'errors.unexpected';

/** What a page shows when a call failed: the spec's error key, translated by the page. */
export interface CatalogueFailure {
  readonly failed: true;
  readonly errorKey: string;
  readonly seo: SeoHead;
}

/**
 * Loads a page's data: an unknown slug is a real 404, a failed call a 500 page naming the call's
 * error key (part 1 §8), anything else goes to the route's error boundary.
 */
export const loadCataloguePage = async <T>(request: CatalogueRequest, failureTitle: string, load: () => Promise<T>) => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CatalogueNotFound || isNotFoundAnswer(error)) throw data(null, { status: 404 });
    const errorKey = isApiError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY;
    console.error(`catalogue: ${request.canonical} failed (${errorKey})`, error);
    const failure: CatalogueFailure = { failed: true, errorKey, seo: noIndexHead(failureTitle, request.canonical) };
    return data(failure, { status: 500 });
  }
};
