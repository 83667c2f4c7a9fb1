// A live page's tile: react-ui's GameTile with its table's state over the art (LiveTileArt) from the
// page's store, in the page's language. It re-renders only when its own table changes.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount, pluralCategory, type LiveTile, type Locale } from '@casino/core';
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
  const locale = i18n.locale as Locale;
  return useMemo(() => {
    if (table === undefined) return undefined;
    const { seats, dealer, language } = table;
    // The seats' plural form is core's pluralCategory (why not Lingui's plural: plural-category.ts).
    const seatsLabel = (free: number, total: number) => {
      const freeSeats = formatCount(free, locale);
      const allSeats = formatCount(total, locale);
      const form = pluralCategory(free, locale);
      return t({
        message: select(form, {
          one: `${freeSeats} volné místo z ${allSeats}`,
          few: `${freeSeats} volná místa z ${allSeats}`,
          many: `${freeSeats} volného místa z ${allSeats}`,
          other: `${freeSeats} volných míst z ${allSeats}`,
        }),
      });
    };
    return {
      open: table.open,
      statusLabel: table.open ? t`Otevřeno` : t`Zavřeno`,
      // A closed table has no seat to take: its seats say nothing.
      seatsLabel: seats === null || !table.open ? null : seatsLabel(seats.free, seats.total),
      dealerLabel: dealer === null ? null : t`Krupiér: ${dealer}`,
      languageLabel: language === null ? null : languageName(locale, language),
      flagUrl: table.flagUrl,
    };
  }, [table, t, locale]);
};

/** One DisplayNames per language of the page: every live tile names its table's language. */
const displayNames = new Map<string, Intl.DisplayNames | null>();

const displayNamesOf = (locale: string): Intl.DisplayNames | null => {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      // A page language Intl does not know: the codes stay as the feed sent them.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
};

/** The language's name in the page's language, as a label ('Čeština', 'Czech'). */
const languageName = (locale: string, language: string): string => {
  let name = language;
  try {
    name = displayNamesOf(locale)?.of(language) ?? language;
  } catch {
    // A code Intl does not know stays as the feed sent it.
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};
