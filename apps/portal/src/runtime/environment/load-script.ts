// A third party's classic script added to the page (the platform script, a mini-frontend's entry),
// its URL made by the script-URL policy so that only the configured origins load; and a stylesheet
// (a mini-frontend's), which the CSP's style-src admits from those origins only.
import type { ScriptUrl } from './script-url-policy.ts';

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
}

/**
 * Resolves once the script has run; rejects when it does not load (network, 404, refused by the CSP,
 * bytes that do not match `integrity`, which needs the server's CORS answer: crossorigin anonymous).
 */
export const loadScript = (url: ScriptUrl, integrity?: string, parent: HTMLElement = document.head): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    if (integrity !== undefined) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // A script that did not run leaves no element behind: a retry adds its own.
        script.remove();
        reject(new ScriptLoadError(`Script failed to load: ${String(url)}`));
      },
      { once: true },
    );
    // A TrustedScriptURL under the CSP; TypeScript's DOM types name the sink a string.
    script.src = url;
    parent.append(script);
  });

/** Resolves once the stylesheet applies; rejects when it does not load. */
export const loadStylesheet = (href: string, parent: HTMLElement = document.head): Promise<void> =>
  new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // Asked in CORS mode like the entry script: the cached answer then serves any later CORS read of it too.
    link.crossOrigin = 'anonymous';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new ScriptLoadError(`Stylesheet failed to load: ${href}`)), { once: true });
    link.href = href;
    parent.append(link);
  });
