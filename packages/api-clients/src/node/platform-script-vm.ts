// The demo platform's real browser script in a vm (see script-vm.ts).
import { BasePath, PLATFORM_SCRIPT_GLOBAL } from '@casino/core';
import type { PlatformScriptLookup } from '../platform-script/platform-script.ts';
import { loadScriptInVm } from './script-vm.ts';

export const loadPlatformScript = (origin: string, fetch: typeof globalThis.fetch): Promise<PlatformScriptLookup> =>
  loadScriptInVm(
    { url: origin + BasePath.platformScript, globalName: PLATFORM_SCRIPT_GLOBAL, base: { name: '__casinoPlatformBase', value: origin + BasePath.platform } },
    fetch,
  );
