// The names of the games a bonus names by code (the bonus details popup), fetched from the portal's
// game names route (game-names-path.ts) once per list of codes and decoded by its Schema. Until the
// answer, and for good when it fails or a code has no game, the popup shows the code itself: the
// popup stays usable, and a name is a nicety over the code the platform gave.
import { useEffect, useState } from 'react';
import { Option, Schema } from 'effect';
import type { Locale } from '@casino/core';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { gameNamesAddress } from './game-names-path.ts';

const GameNamesSchema = Schema.Struct({ games: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })) });
const decodeNames = Schema.decodeUnknownOption(GameNamesSchema);

const NONE: ReadonlyMap<string, string> = new Map();

export const useGameNames = (started: BrowserRuntime, codes: readonly string[], locale: Locale, preview: boolean): ReadonlyMap<string, string> => {
  const [names, setNames] = useState<{ readonly key: string; readonly names: ReadonlyMap<string, string> } | null>(null);
  const key = codes.join(',');
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const { env } = started.runtime;
    env
      .fetch(`${env.location.origin}${gameNamesAddress(key.split(','), locale, preview)}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? decodeNames(await response.json()) : Option.none()))
      .then(
        (answer) => {
          if (Option.isSome(answer)) setNames({ key, names: new Map(answer.value.games.map((game) => [game.code, game.name])) });
        },
        // A failed fetch leaves the codes shown.
        () => undefined,
      );
    return () => controller.abort();
  }, [started, key, locale, preview]);
  return names?.key === key ? names.names : NONE;
};
