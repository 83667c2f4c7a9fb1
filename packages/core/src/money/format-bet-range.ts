// The bet range of game details: min to max, always in the cs-CZ format (part 2 §5 and §9).
import { formatCurrency } from './format-currency.ts';

const BET_RANGE_LOCALE = 'cs-CZ';
const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** '0,10 Kč – 5 000 Kč'; a missing end shows the other alone, both missing give ''. */
export const formatBetRange = (minBet: number | null | undefined, maxBet: number | null | undefined, currencyCode: string): string => {
  const ends = [minBet, maxBet].filter(isAmount).map((bet) => formatCurrency(bet, currencyCode, { locale: BET_RANGE_LOCALE }));
  return ends.join(' – ');
};
