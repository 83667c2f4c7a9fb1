export {
  DEFAULT_CURRENCY_DECIMALS,
  DEFAULT_CURRENCY_LOCALE,
  DEFAULT_CURRENCY_THRESHOLD,
  formatCurrency,
  type CurrencyFormatOptions,
} from './format-currency.ts';
export { formatRtp } from './format-rtp.ts';
export { formatBetRange } from './format-bet-range.ts';
