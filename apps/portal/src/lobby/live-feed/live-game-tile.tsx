// A live page's tile: react-ui's GameTile with its table's state over the art (LiveTileArt) from the
// page's store, in the page's language. It re-renders only when its own table changes.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LiveTile } from '@casino/core';
import { GameTile, LiveTileArt, type GameTileLive, type GameTileProps } from '@casino/react-ui';
import { LiveTablesContext } from './live-tables-context.ts';

const noTile = () => undefined;
const noSubscription = () => () => {};

export function LiveGameTile({ tileKey, ...tile }: GameTileProps & { readonly tileKey: string }) {
  const store = useContext(LiveTablesContext);
  const read = useCallback(() => store?.tileOf(tileKey), [store, tileKey]);
  const table = useSyncExternalStore(store?.subscribe ?? noSubscription, read, noTile);
  const live = useLiveLabels(table);
  if (table === undefined || live === undefined) return <GameTile {...tile} />;
  // The feed's image is a landscape still of the table: it replaces landscape art only, since a
  // portrait tile would crop its words away.
  const imageUrl = table.imageUrl !== null && tile.width > tile.height ? table.imageUrl : tile.imageUrl;
  return (
    <GameTile
      {...tile}
      imageUrl={imageUrl}
      art={(image) => (
        <LiveTileArt live={live} width={tile.width} height={tile.height}>
          {image}
        </LiveTileArt>
      )}
    />
  );
}

const useLiveLabels = (table: LiveTile | undefined): GameTileLive | undefined => {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    if (table === undefined) return undefined;
    const { seats, dealer, language } = table;
    const total = seats?.total ?? 0;
    const free = seats?.free ?? 0;
    return {
      open: table.open,
      statusLabel: table.open ? t`Otevřeno` : t`Zavřeno`,
      // A closed table has no seat to take: its seats say nothing.
      seatsLabel:
        seats === null || !table.open
          ? null
          : t({
              message: plural(free, {
                one: `# volné místo z ${total}`,
                few: `# volná místa z ${total}`,
                many: `# volného místa z ${total}`,
                other: `# volných míst z ${total}`,
              }),
            }),
      dealerLabel: dealer === null ? null : t`Krupiér: ${dealer}`,
      languageLabel: language === null ? null : languageName(i18n.locale, language),
      flagUrl: table.flagUrl,
    };
  }, [table, t, i18n.locale]);
};

/** The language's name in the page's language, as a label ('Čeština', 'Czech'). */
const languageName = (locale: string, language: string): string => {
  let name = language;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    // A code Intl does not know stays as the feed sent it.
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};
