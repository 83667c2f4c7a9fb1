// The build watcher's view before the browser runtime runs: no update, no error page.
export const NO_UPDATE = { updateAvailable: false, latestBuildId: null, errorPage: null, redirecting: false } as const;
