// A third party's classic script added to the page (the platform script, a mini-frontend's entry):
// its URL made by the script-URL policy, so that only the configured origins load.
import type { ScriptUrl } from '../../routing/script-url-policy.ts';

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
}

/** Resolves once the script has run; rejects when it does not load (network, 404, refused by the CSP). */
export const loadScript = (url: ScriptUrl, parent: HTMLElement = document.head): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new ScriptLoadError(`Script failed to load: ${String(url)}`)), { once: true });
    // A TrustedScriptURL under the CSP; TypeScript's DOM types name the sink a string.
    script.src = url;
    parent.append(script);
  });
