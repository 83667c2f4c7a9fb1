// A new build of the portal (part 1 §8, CHUNK-ERROR): how often the build file is looked at, and how
// long the update page waits before it takes the visitor to the site's origin.

/** 10 s. */
export const CHUNK_ERROR_REDIRECT_MS = 10_000;
/** How often builds/latest.json is polled when the portal does not say (the spec gives no figure): an hour. */
export const DEFAULT_BUILD_POLL_INTERVAL_MS = 3_600_000;
