// A part's answer to a press on its button made before it hydrated (early-presses.ts).
import { useEffect } from 'react';
import { claimEarlyPress, type EarlyPress } from './early-presses.ts';

/** Claims `name`'s presses once the calling part has hydrated, and answers one made before. */
export const useEarlyPress = (name: EarlyPress, answer: () => void): void => {
  useEffect(() => {
    if (claimEarlyPress(name)) answer();
    // Once, at the part's hydration: the press was made before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
