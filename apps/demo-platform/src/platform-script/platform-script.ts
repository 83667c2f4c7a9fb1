// The browser script's source, read once: it is plain JavaScript kept in its own file so that it
// is exactly what browsers run.
import { readFileSync } from 'node:fs';

let source: string | undefined;

export const platformScriptSource = (): string => {
  source ??= readFileSync(new URL('./platform.js', import.meta.url), 'utf8');
  return source;
};
