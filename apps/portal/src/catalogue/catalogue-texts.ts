// The loaders' texts in the visitor's language (Lingui, this area's catalogue), kept apart from the
// data module so that module runs anywhere (tests against the demo platform give their own texts).
// A page the menus link to is headed by its menu label (one name per page, issue 21, finding 6).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NavigationLabelKey } from '@casino/core';
import { fixedLabel } from '../chrome/navigation-labels.ts';
import type { CatalogueTexts, WinnersKind } from './catalogue-data.server.ts';

const WINNERS_TITLES: Readonly<Record<Exclude<WinnersKind, 'hub'>, MessageDescriptor>> = {
  top: msg`Nejvyšší výhry`,
  jackpot: msg`Výhry jackpotů`,
  'hall-of-fame': msg`Síň slávy`,
};

const WINNERS_DESCRIPTIONS: Readonly<Record<WinnersKind, MessageDescriptor>> = {
  hub: msg`Kdo právě vyhrál: nejnovější výhry, nejvyšší výhry, jackpoty a síň slávy.`,
  top: msg`Nejvyšší výhry hráčů za poslední dny.`,
  jackpot: msg`Výhry ve hrách s jackpotem.`,
  'hall-of-fame': msg`Hráči s nejvyššími výhrami: každý jednou, se svou největší výhrou.`,
};

export const catalogueTexts = (i18n: I18n): CatalogueTexts => ({
  gameCount: (count) => i18n._(msg`Počet her: ${count}`),
  providersTitle: fixedLabel(i18n, NavigationLabelKey.providers),
  providersDescription: i18n._(msg`Všichni výrobci her v našem kasinu na jednom místě.`),
  providerDescription: (name) => i18n._(msg`Hry od výrobce ${name}: vyzkoušejte je zdarma nebo hrajte o skutečné peníze.`),
  collectionsTitle: fixedLabel(i18n, NavigationLabelKey.collections),
  collectionsDescription: i18n._(msg`Automaty a stolní hry podle žánru: knihy, ovoce, Egypt, megaways a další.`),
  otherCollections: i18n._(msg`Další žánry`),
  collectionDescription: (title) => i18n._(msg`Hry žánru ${title}.`),
  categoryDescription: (title) => i18n._(msg`Hry kategorie ${title}.`),
  promotionsTitle: fixedLabel(i18n, NavigationLabelKey.promotions),
  promotionsDescription: i18n._(msg`Aktuální akce, bonusy a turnaje pro hráče našeho kasina.`),
  tournamentsTitle: fixedLabel(i18n, NavigationLabelKey.tournaments),
  tournamentsDescription: i18n._(msg`Turnaje a soutěže o ceny: pravidla a aktuální akce.`),
  jackpotsTitle: fixedLabel(i18n, NavigationLabelKey.jackpots),
  jackpotsDescription: i18n._(msg`Aktuální výše jackpotů a hry, ve kterých je můžete vyhrát.`),
  jackpotDescription: (title, level, amount) => i18n._(msg`Jackpot ${title}: nejvyšší úroveň ${level} právě ${amount}.`),
  winnersTitle: (kind) => (kind === 'hub' ? fixedLabel(i18n, NavigationLabelKey.topWinners) : i18n._(WINNERS_TITLES[kind])),
  winnersDescription: (kind) => i18n._(WINNERS_DESCRIPTIONS[kind]),
});
