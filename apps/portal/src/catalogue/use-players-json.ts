// What a players-only part of a catalogue page reads from the portal's players' routes
// (player-promotion-path.ts), once the browser runtime runs: the answer decoded by its Schema, a
// failed or malformed one as 'failed' with a way to try again, the request dropped when the page
// leaves or asks anew. One way for the players' promotion article and the players' promotion list.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Option } from 'effect';
import { matchRoute, type Locale } from '@casino/core';
import { useBrowserRuntime, useRootData } from '../chrome/portal-system-provider.tsx';

export type PlayersJson<A> = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'shown'; readonly value: A };

export interface PlayersJsonRead<A> {
  readonly shown: PlayersJson<A>;
  readonly retry: () => void;
}

/** `path` gives the route's path for the page's locale and preview flag; `decode` is the answer's Schema decoder (made once, at module level). */
export const usePlayersJson = <A>(
  path: (options: { readonly locale: Locale; readonly preview: boolean }) => string,
  decode: (answer: unknown) => Option.Option<A>,
): PlayersJsonRead<A> => {
  const started = useBrowserRuntime();
  const locale = useRootData()?.locale ?? 'cs';
  const { pathname } = useLocation();
  const preview = matchRoute(pathname)?.preview ?? false;
  const [shown, setShown] = useState<PlayersJson<A>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const address = path({ locale, preview });

  useEffect(() => {
    if (started === null) return;
    const controller = new AbortController();
    const { env } = started.runtime;
    env
      .fetch(`${env.location.origin}${address}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? decode(await response.json()) : Option.none()))
      .then(
        (decoded) => setShown(Option.isSome(decoded) ? { kind: 'shown', value: decoded.value } : { kind: 'failed' }),
        () => {
          if (!controller.signal.aborted) setShown({ kind: 'failed' });
        },
      );
    return () => controller.abort();
  }, [started, address, decode, attempt]);

  return {
    shown,
    retry: () => {
      setShown({ kind: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
};
