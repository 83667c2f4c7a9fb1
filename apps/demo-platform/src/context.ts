// Everything a route may read or change, built once per server.
import type { DemoWorld } from '@casino/demo-data';
import type { AssetRenderer } from './assets/asset-renderer.ts';
import type { Sessions } from './state/sessions.ts';
import type { PlayerStates } from './state/player-state.ts';
import type { JackpotMeter } from './state/jackpot-meter.ts';
import type { PlayerEvents } from './state/player-events.ts';
import type { LoginGuard } from './state/login-limits.ts';
import type { ContentCache } from './http/content-cache.ts';

export interface PlatformContext {
  readonly world: DemoWorld;
  readonly players: PlayerStates;
  readonly sessions: Sessions;
  readonly jackpots: JackpotMeter;
  readonly assets: AssetRenderer;
  /** Epoch milliseconds. */
  readonly clock: () => number;
  /** Uniform in [0, 1): real-mode spins of the demo games. */
  readonly random: () => number;
  readonly buildId: string;
  /** Player data changes that become in-app notifications. */
  readonly playerEvents: PlayerEvents;
  /** Back-off of password guessing (player logins and the preview password). */
  readonly loginGuard: LoginGuard;
  /** Content answers serialised, validated and compressed once per content version. */
  readonly content: ContentCache;
}
