// Game labels as the CMS defines them: a title and its colours.
import type { GameLabel } from '@casino/core';

export const Labels = {
  new: { title: 'Nové', color: '#1e88e5', textColor: '#ffffff' },
  hot: { title: 'Hot', color: '#e53935', textColor: '#ffffff' },
  exclusive: { title: 'Exkluzivní', color: '#8e24aa', textColor: '#ffffff' },
  top: { title: 'Top', color: '#43a047', textColor: '#ffffff' },
  jackpot: { title: 'Jackpot', color: '#fdd835', textColor: '#212121' },
} as const satisfies Record<string, GameLabel>;

export const ordinaryLabels: readonly GameLabel[] = [Labels.new, Labels.hot, Labels.exclusive, Labels.top];
