// The active locale and its messages, for the i18n provider and the language switcher.
import type { SnapshotFrom } from 'xstate';
import type { localeMachine } from './locale.machine.ts';
import type { LocaleView } from './locale.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof localeMachine>): LocaleView => {
  const { locale, catalogues, pending } = snapshot.context;
  return {
    locale,
    messages: catalogues[locale] ?? {},
    switching: snapshot.matches('switching'),
    pendingLocale: pending?.locale ?? null,
  };
};
