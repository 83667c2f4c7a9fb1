// The Lingui Vite plugin compiles a .po catalogue when it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
