// Types of the build watcher: polling builds/latest.json for a new build id, and the chunk-load
// error page that sends the browser to the site origin after 10 s.
import type { BuildInfo, ErrorKey } from '@casino/core';

/** How often builds/latest.json is polled when the portal does not say: core's constant. */
export { DEFAULT_BUILD_POLL_INTERVAL_MS } from '@casino/core';

export interface BuildUpdateInput {
  /** The id of the build this page runs. */
  readonly currentBuildId: string;
  readonly pollIntervalMs?: number;
}

export interface BuildUpdateContext {
  readonly currentBuildId: string;
  /** The newest build id seen on the server, once it differs from the current one. */
  readonly latestBuildId: string | null;
  readonly pollIntervalMs: number;
}

export type BuildUpdateEvent =
  /** A lazily loaded chunk failed to load (the portal's router / preload error handler sends it). */
  { readonly type: 'build-update.chunk-error' };

export type BuildUpdateEmitted = { readonly type: 'build-update.available'; readonly id: string };

export type LatestBuild = BuildInfo;

export interface BuildUpdateView {
  readonly updateAvailable: boolean;
  readonly latestBuildId: string | null;
  /** The error page to show after a chunk-load error, null otherwise. */
  readonly errorPage: { readonly statusMessage: string; readonly messageKey: ErrorKey } | null;
  readonly redirecting: boolean;
}
