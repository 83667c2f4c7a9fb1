// A category of the page's layout as the session machines need it: personal lists by type, the
// recommendation lists by id and type (and a seed when the page knows one).
import type { GameListSource } from '@casino/core';

export interface LayoutCategory {
  readonly id: string;
  readonly type: GameListSource;
  readonly seed?: string | null;
}
