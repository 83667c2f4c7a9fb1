// The demo platform's real browser script, fetched from the server and evaluated in a vm context
// whose fetch is the test's cookie-jar fetch: the Node stand-in for a page that loaded it.
import { createContext, runInContext } from 'node:vm';
import { BasePath, PLATFORM_SCRIPT_GLOBAL } from '@casino/core';
import type { PlatformScriptLookup } from '../platform-script/platform-script.ts';

export const loadPlatformScript = async (origin: string, fetch: typeof globalThis.fetch): Promise<PlatformScriptLookup> => {
  const response = await fetch(origin + BasePath.platformScript);
  if (!response.ok) throw new Error(`platform script: HTTP ${response.status}`);
  const source = await response.text();
  // No document.currentScript in a vm: the script reads its backend's base from this global instead.
  const sandbox: Record<string, unknown> = { fetch, URL, __casinoPlatformBase: origin + BasePath.platform };
  const context = createContext(sandbox);
  runInContext(source, context, { filename: 'platform.js' });
  return () => sandbox[PLATFORM_SCRIPT_GLOBAL];
};
