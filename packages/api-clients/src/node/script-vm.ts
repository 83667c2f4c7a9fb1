// A third party's browser script (the gaming platform's, the chat provider's), fetched from its
// server and evaluated in a vm context whose fetch is the given one (a cookie jar in the tests):
// the Node stand-in for a page that loaded it. With no document.currentScript in a vm, the script
// reads its backend's base address from a global the caller names.
import { createContext, runInContext } from 'node:vm';

export interface ScriptInVm {
  readonly url: string;
  /** The global the script installs. */
  readonly globalName: string;
  /** The global the script reads its backend's base from, and that base. */
  readonly base: { readonly name: string; readonly value: string };
}

/** Answers a lookup of the installed global, as the clients take it. */
export const loadScriptInVm = async (script: ScriptInVm, fetch: typeof globalThis.fetch): Promise<() => unknown> => {
  const response = await fetch(script.url);
  if (!response.ok) throw new Error(`${script.url}: HTTP ${response.status}`);
  const source = await response.text();
  const sandbox: Record<string, unknown> = { fetch, URL, setTimeout, clearTimeout, [script.base.name]: script.base.value };
  runInContext(source, createContext(sandbox), { filename: script.url });
  return () => sandbox[script.globalName];
};
