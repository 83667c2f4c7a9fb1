// The spec's error keys (part 1 §8, part 2 §8) that the lobby pages can show, in words of the page.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ERROR_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['errors.failed-to-fetch-layouts', msg`Rozložení stránky se nepodařilo načíst. Zkuste to prosím za chvíli znovu.`],
  ['errors.failed-to-fetch-categories', msg`Kategorie her se nepodařilo načíst. Zkuste to prosím za chvíli znovu.`],
  ['errors.failed-to-fetch-games', msg`Hry se nepodařilo načíst. Zkuste to prosím za chvíli znovu.`],
  ['errors.failed-to-fetch-providers', msg`Výrobce her se nepodařilo načíst.`],
  ['errors.failed-to-fetch-collections', msg`Žánry her se nepodařilo načíst.`],
  ['errors.failed-to-fetch-collection-groups', msg`Skupiny žánrů se nepodařilo načíst.`],
  ['errors.failed-to-fetch-carousel', msg`Bannery se nepodařilo načíst.`],
  ['errors.failed-to-fetch-videos', msg`Videa se nepodařilo načíst.`],
  ['errors.failed-to-fetch-jackpots', msg`Jackpoty se nepodařilo načíst.`],
  ['errors.failed-to-fetch-live-winners', msg`Poslední výherce se nepodařilo načíst. Zkuste to znovu.`],
  ['errors.failed-to-fetch-meta', msg`Nastavení webu se nepodařilo načíst.`],
]);

const GENERIC = msg`Něco se nepovedlo. Zkuste to prosím za chvíli znovu.`;

/** The translated text of an error key; an unknown key gets a general sentence. */
export const errorMessage = (i18n: I18n, errorKey: string): string => i18n._(ERROR_MESSAGES.get(errorKey) ?? GENERIC);
