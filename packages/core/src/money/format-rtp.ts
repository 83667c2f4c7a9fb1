// Return to player as shown in game details (part 2 §3 and §9: 2 decimals and %), in the page's
// language's way of writing numbers: '96,50 %' in Czech, '96.50%' in English.
import { RTP_DECIMALS } from '../constants.ts';
import { LOCALE_TAGS } from '../locale/parse-locale.ts';
import type { Locale } from '../locale/locales.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

const percentFormat = (locale: Locale): Intl.NumberFormat => {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale].lang, { style: 'percent', minimumFractionDigits: RTP_DECIMALS, maximumFractionDigits: RTP_DECIMALS });
    formats.set(locale, format);
  }
  return format;
};

/** '96.50%' ('96,50 %' in Czech); an unknown RTP gives '' so that the row can be hidden. */
export const formatRtp = (rtp: number | null | undefined, locale: Locale = 'en'): string =>
  typeof rtp === 'number' && Number.isFinite(rtp) ? percentFormat(locale).format(rtp / 100) : '';
