// Web storage that may be missing or throw (private mode, quota, privacy settings): then it forgets
// quietly. The one wrapper for it: the browser environment's stores and the lobby's scroll anchor.
import type { KeyValueStore } from './portal-environment.ts';

export const safeStorage = (storage: () => Storage): KeyValueStore => ({
  getItem: (key) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      storage().setItem(key, value);
    } catch {
      // Nothing to keep it in: the value lives for this page only.
    }
  },
  removeItem: (key) => {
    try {
      storage().removeItem(key);
    } catch {
      // As above.
    }
  },
});
