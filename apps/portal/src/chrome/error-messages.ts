// The one table of words of the spec's error and label keys (part 1 §8, part 2 §8): machines and
// loaders carry the keys, and every page, widget and the chrome (snackbars, the error page) shows
// them in words from here. A key without words here (errors.auth.{reason} of a new reason) falls
// back to a general message, never to the key.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ErrorKey, LabelKey } from '@casino/core';

const ERROR_MESSAGES: Readonly<Record<ErrorKey, MessageDescriptor>> = {
  [ErrorKey.failedToFetchMenu]: msg`Nepodařilo se načíst menu.`,
  [ErrorKey.failedToFetchSubmenu]: msg`Nepodařilo se načíst podmenu.`,
  [ErrorKey.failedToFetchProviders]: msg`Výrobce her se nepodařilo načíst.`,
  [ErrorKey.failedToFetchPromotions]: msg`Akce se nepodařilo načíst.`,
  [ErrorKey.failedToFetchCollections]: msg`Žánry her se nepodařilo načíst.`,
  [ErrorKey.failedToFetchCollectionGroups]: msg`Skupiny žánrů se nepodařilo načíst.`,
  [ErrorKey.failedToFetchGames]: msg`Hry se nepodařilo načíst. Zkuste to prosím za chvíli znovu.`,
  [ErrorKey.failedToFetchCategories]: msg`Kategorie her se nepodařilo načíst. Zkuste to prosím za chvíli znovu.`,
  [ErrorKey.failedToFetchLayouts]: msg`Rozložení stránky se nepodařilo načíst. Zkuste to prosím za chvíli znovu.`,
  [ErrorKey.failedToFetchMeta]: msg`Nastavení webu se nepodařilo načíst.`,
  [ErrorKey.failedToFetchSbCmsConfig]: msg`Nepodařilo se načíst konfiguraci webu.`,
  [ErrorKey.failedToFetchCarousel]: msg`Bannery se nepodařilo načíst.`,
  [ErrorKey.failedToFetchVideos]: msg`Videa se nepodařilo načíst.`,
  [ErrorKey.failedToFetchJackpots]: msg`Jackpoty se nepodařilo načíst.`,
  [ErrorKey.unableToConfirmBonus]: msg`Bonus se nepodařilo potvrdit.`,
  [ErrorKey.failedToFetchPlayerBonuses]: msg`Nepodařilo se načíst vaše bonusy.`,
  [ErrorKey.unableToOptinToBonusTemplate]: msg`Do akce se nepodařilo přihlásit.`,
  [ErrorKey.unableToOptoutFromBonusTemplate]: msg`Z akce se nepodařilo odhlásit.`,
  [ErrorKey.failedToFetchFavorites]: msg`Nepodařilo se načíst oblíbené hry.`,
  [ErrorKey.unableToFavoriteGame]: msg`Hru se nepodařilo přidat do oblíbených.`,
  [ErrorKey.unableToRemoveGameFromFavorites]: msg`Hru se nepodařilo odebrat z oblíbených.`,
  [ErrorKey.failedToFetchPlayerGames]: msg`Nepodařilo se načíst vaše hry.`,
  [ErrorKey.failedToFetchRecentGameResults]: msg`Nepodařilo se načíst vaše poslední výhry.`,
  [ErrorKey.failedToFetchSpecialCategories]: msg`Nepodařilo se načíst hry vybrané pro vás.`,
  [ErrorKey.failedToConnectToLiveFeed]: msg`Nepodařilo se připojit k živým stolům.`,
  [ErrorKey.failedToDisconnectFromLiveFeed]: msg`Nepodařilo se odpojit od živých stolů.`,
  [ErrorKey.unableToUpdateBalanceVisibility]: msg`Zobrazení zůstatku se nepodařilo změnit.`,
  [ErrorKey.unableToDetails]: msg`Detail hry se nepodařilo načíst.`,
  [ErrorKey.yellowAiInvalidSession]: msg`Chat se nepodařilo přihlásit, pokračuje anonymně.`,
  [ErrorKey.yellowAiFailedFetchMessages]: msg`Nepodařilo se načíst zprávy chatu.`,
  [ErrorKey.yellowAiFailedToLoad]: msg`Chat se nepodařilo spustit.`,
  [ErrorKey.failedToFetchLiveWinners]: msg`Výherce se nepodařilo načíst.`,
  [ErrorKey.failedToFetchWebMessages]: msg`Nepodařilo se načíst oznámení.`,
  [ErrorKey.failedToFetchPersonalizedGames]: msg`Nepodařilo se načíst doporučené hry.`,
  [ErrorKey.authenticationStartupError]: msg`Přihlášení se nepodařilo ověřit.`,
  [ErrorKey.authBonusDetails]: msg`Nepodařilo se načíst podrobnosti bonusu.`,
  [ErrorKey.authMessages]: msg`Nepodařilo se načíst vaše zprávy.`,
  [ErrorKey.authInvalidCredentials]: msg`Nesprávné uživatelské jméno nebo heslo.`,
  [ErrorKey.authTooManyAttempts]: msg`Příliš mnoho pokusů o přihlášení. Zkuste to prosím za chvíli.`,
  [ErrorKey.authInvalidCode]: msg`Nesprávný ověřovací kód. Zkontrolujte ho a zadejte znovu.`,
  [ErrorKey.authCodeExpired]: msg`Platnost ověřovacího kódu skončila. Přihlaste se prosím znovu.`,
  [ErrorKey.failedToLoadLoginDialog]: msg`Přihlašovací okno se nepodařilo načíst.`,
  [ErrorKey.failedToLoadNotificationHub]: msg`Oznámení se nepodařilo načíst.`,
  [ErrorKey.failedToLoadMyAccount]: msg`Přehled účtu se nepodařilo načíst.`,
  [ErrorKey.browserDoesNotSupportVideo]: msg`Váš prohlížeč nepřehraje toto video.`,
  [ErrorKey.realUrlIsMissing]: msg`Tuto hru teď nelze hrát o peníze.`,
  [ErrorKey.demoUrlIsMissing]: msg`Tato hra nemá demo verzi.`,
  [ErrorKey.invalidGameSession]: msg`Hru se nepodařilo spustit. Přihlaste se prosím znovu.`,
  [ErrorKey.unauthorizedAccess]: msg`Nesprávné heslo ke hře.`,
  [ErrorKey.checkCmsPasswordCode]: msg`Zkontrolujte heslo a zkuste to znovu.`,
  [ErrorKey.pageNotFound]: msg`Tuto stránku jsme nenašli. Možná byla přesunuta nebo odstraněna.`,
  [ErrorKey.updateMessage]: msg`Vyšla nová verze webu. Za chvíli vás přesměrujeme na úvodní stránku.`,
  [ErrorKey.goToHomepage]: msg`Na úvodní stránku`,
  [ErrorKey.orContactOur]: msg`nebo kontaktujte naši`,
  [ErrorKey.customerSupport]: msg`zákaznickou podporu`,
};

const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  [LabelKey.needHelp]: msg`Potřebujete pomoc? Jsme tu pro vás.`,
  [LabelKey.close]: msg`Zavřít`,
  [LabelKey.loading]: msg`Načítání…`,
  [LabelKey.tryAgain]: msg`Zkusit znovu`,
  [LabelKey.refreshPage]: msg`Obnovit stránku`,
  [LabelKey.noResults]: msg`Nic jsme nenašli`,
  [LabelKey.noResultsMessage]: msg`Zkuste jiný název hry nebo výrobce, nebo si vyberte z her níže.`,
};

const GENERAL_ERROR = msg`Něco se nepovedlo. Zkuste to prosím za chvíli znovu.`;

const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(ERROR_MESSAGES, key);

/** The words of an error or label key in the page's language. */
export const translateKey = (i18n: I18n, key: string): string => {
  if (isErrorKey(key)) return i18n._(ERROR_MESSAGES[key]);
  const label = Object.hasOwn(LABELS, key) ? LABELS[key] : undefined;
  if (label !== undefined) return i18n._(label);
  return i18n._(GENERAL_ERROR);
};

export const hasWordsFor = (key: string): boolean => isErrorKey(key) || Object.hasOwn(LABELS, key);

// errors.*, general.*, search.* … : a key, never words for people.
const KEY_LIKE = /^[a-z]+(\.[a-z0-9_-]+)+$/;

/** A snackbar's title or text: a key in words, a key without words as the general error, free text as it is. */
export const wordsOf = (i18n: I18n, value: string): string => (hasWordsFor(value) || KEY_LIKE.test(value) ? translateKey(i18n, value) : value);
