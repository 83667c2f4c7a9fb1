// What the root route's loader hands every page (root.tsx): the chrome reads it by the route id
// 'root', so its type lives here, below both, and the chrome need not import the document.
import type { Messages } from '@lingui/core';
import type { Locale, ThemeOption } from '@casino/core';
import type { ClientSettings } from './runtime/browser/browser-runtime.ts';

export interface RootData {
  readonly locale: Locale;
  readonly theme: ThemeOption;
  // Messages lose their tuple types through the loader's serialisation: typed here again.
  readonly messages: Messages;
  /** What the browser's runtime needs (public addresses only) and the error-reporting DSN. */
  readonly client: ClientSettings;
}
