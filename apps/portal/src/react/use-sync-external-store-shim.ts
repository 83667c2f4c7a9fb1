// `use-sync-external-store/shim` for React 19, which has useSyncExternalStore itself: Lingui's React
// binding imports the shim (written for React 16–17), whose copy of the hook would otherwise ride
// on every page's first scripts (vite.config.ts aliases the shim here).
export { useSyncExternalStore } from 'react';
