// Web messages around `now`: past, current (with and without an end, several priorities) and future.
import { TimeMs, type WebMessage } from '@casino/core';

const iso = (ms: number) => new Date(ms).toISOString();

/** Czech web message texts → English (their titles are in english-titles.ts with the other titles). */
export const WEB_MESSAGE_ENGLISH: Readonly<Record<string, string>> = {
  'Odstávka proběhla minulý týden.': 'The maintenance took place last week.',
  'Hrajte o 100 000 Kč do neděle.': 'Play for 100,000 CZK until Sunday.',
  'Nikdy nikomu nesdělujte své heslo.': 'Never tell anyone your password.',
  'Tento týden přibylo 12 nových her.': '12 new games arrived this week.',
  'Výběry na účet nyní do 24 hodin.': 'Withdrawals to your account now within 24 hours.',
  'V noci na čtvrtek proběhne údržba.': 'Maintenance will take place on Wednesday night.',
};

export const generateWebMessages = (nowMs: number): WebMessage[] => [
  {
    id: 'wm-odstavka-minula',
    start: iso(nowMs - 10 * TimeMs.DAY),
    end: iso(nowMs - TimeMs.DAY),
    priority: 5,
    title: 'Plánovaná odstávka',
    text: 'Odstávka proběhla minulý týden.',
  },
  {
    id: 'wm-turnaj',
    start: iso(nowMs - 2 * TimeMs.DAY),
    end: iso(nowMs + 3 * TimeMs.DAY),
    priority: 5,
    title: 'Víkendový turnaj',
    text: 'Hrajte o 100 000 Kč do neděle.',
  },
  { id: 'wm-bezpecnost', start: iso(nowMs - 30 * TimeMs.DAY), end: null, priority: 10, title: 'Bezpečnost účtu', text: 'Nikdy nikomu nesdělujte své heslo.' },
  {
    id: 'wm-nova-hra',
    start: iso(nowMs - 6 * TimeMs.HOUR),
    end: iso(nowMs + 2 * TimeMs.DAY),
    priority: 1,
    title: 'Nové automaty',
    text: 'Tento týden přibylo 12 nových her.',
  },
  { id: 'wm-zrychleni', start: iso(nowMs - TimeMs.HOUR), priority: 3, title: 'Rychlejší výběry', text: 'Výběry na účet nyní do 24 hodin.' },
  {
    id: 'wm-odstavka-budouci',
    start: iso(nowMs + 2 * TimeMs.DAY),
    end: iso(nowMs + 2 * TimeMs.DAY + 2 * TimeMs.HOUR),
    priority: 8,
    title: 'Plánovaná odstávka',
    text: 'V noci na čtvrtek proběhne údržba.',
  },
];
