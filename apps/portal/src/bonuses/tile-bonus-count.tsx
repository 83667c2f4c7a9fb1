// A tile's (or the game details') free spins or golden chips for the logged-in player (part 2 §4),
// read from the page's one gaming-bonuses store; nothing for a game without any. The count's plural
// form is core's pluralCategory (why not Lingui's plural: plural-category.ts).
import { useSyncExternalStore } from 'react';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount, pluralCategory, type Locale } from '@casino/core';
import { BonusCount } from '@casino/react-ui';
import { tileBonusKey, type GamingBonusesStore } from './gaming-bonuses-store.ts';

export function TileBonusCount({ gameCode, store }: { readonly gameCode: string; readonly store: GamingBonusesStore }) {
  const { t, i18n } = useLingui();
  const key = useSyncExternalStore(
    store.subscribe,
    () => tileBonusKey(store.read(), gameCode),
    () => '',
  );
  if (key === '') return null;
  const [kind, countField] = key.split(':') as ['free-spins' | 'golden-chips', string];
  const locale = i18n.locale as Locale;
  const count = Number(countField);
  const form = pluralCategory(count, locale);
  const written = formatCount(count, locale);
  return (
    <BonusCount
      kind={kind}
      count={written}
      label={
        kind === 'free-spins'
          ? t({
              message: select(form, {
                one: `${written} free spin`,
                few: `${written} free spiny`,
                many: `${written} free spinu`,
                other: `${written} free spinů`,
              }),
            })
          : t({
              message: select(form, {
                one: `${written} zlatý žeton`,
                few: `${written} zlaté žetony`,
                many: `${written} zlatého žetonu`,
                other: `${written} zlatých žetonů`,
              }),
            })
      }
    />
  );
}
