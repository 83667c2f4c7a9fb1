// A tile's (or the game details') free spins or golden chips for the logged-in player (part 2 §4),
// read from the page's one gaming-bonuses store; nothing for a game without any.
import { useSyncExternalStore } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BonusCount } from '@casino/react-ui';
import { tileBonusKey, type GamingBonusesStore } from './gaming-bonuses-store.ts';

export function TileBonusCount({ gameCode, store }: { readonly gameCode: string; readonly store: GamingBonusesStore }) {
  const { t } = useLingui();
  const key = useSyncExternalStore(
    store.subscribe,
    () => tileBonusKey(store.read(), gameCode),
    () => '',
  );
  if (key === '') return null;
  const [kind, countText] = key.split(':') as ['free-spins' | 'golden-chips', string];
  const count = Number(countText);
  return (
    <BonusCount
      kind={kind}
      label={
        kind === 'free-spins'
          ? t({ message: plural(count, { one: '# free spin', few: '# free spiny', many: '# free spinu', other: '# free spinů' }) })
          : t({ message: plural(count, { one: '# zlatý žeton', few: '# zlaté žetony', many: '# zlatého žetonu', other: '# zlatých žetonů' }) })
      }
    />
  );
}
