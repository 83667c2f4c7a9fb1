// What every jackpot ticker shows: each level's value at the shared clock's last tick, from the
// time since the fetch (core's jackpotValuesAt, seeded per jackpot so that values are stable).
import { jackpotElapsedMs, jackpotSeed, jackpotValuesAt } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { jackpotsMachine } from './jackpots.machine.ts';
import type { JackpotView, JackpotsView } from './jackpots.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof jackpotsMachine>): JackpotsView => {
  const { jackpots: list, fetchedAt, now, failed } = snapshot.context;
  const elapsedMs = jackpotElapsedMs(fetchedAt, now);
  const jackpots: JackpotView[] = list.map((jackpot) => {
    const values = jackpotValuesAt(
      jackpot.jackpotLevels.map((level) => level.amount),
      elapsedMs,
      jackpotSeed(jackpot.id),
    );
    return {
      id: jackpot.id,
      slug: jackpot.slug,
      title: jackpot.title,
      currencyCode: jackpot.currencyCode,
      gameCodes: jackpot.gameCodes,
      levels: jackpot.jackpotLevels.map((level, index) => ({ name: level.name, amount: level.amount, value: values[index] ?? level.amount })),
    };
  });
  return {
    jackpots,
    loading: snapshot.matches({ data: 'fetching' }) && list.length === 0,
    failed,
    paused: snapshot.matches({ clock: 'paused' }),
  };
};
