// The cookie banner's words (it carries no catalogues of its own): the chrome hands the running
// runtime the banner's texts in the page's language; the runtime shows the banner only to a visitor
// who has not chosen (runtime/mini-frontends/cookie-consent.ts).
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@casino/core';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';

export const useCookieConsentTexts = (started: BrowserRuntime | null, locale: Locale): void => {
  const { t } = useLingui();
  useEffect(() => {
    if (started === null) return;
    started.setCookieConsentTexts({
      lang: locale,
      words: {
        title: t`Cookies na tomto webu`,
        text: t`Nezbytné cookies potřebujeme, aby web fungoval. S vaším souhlasem použijeme i další: pro výkon webu, statistiku návštěv, vaše nastavení a marketing. Souhlas můžete dát jen některým skupinám.`,
        acceptAll: t`Přijmout vše`,
        rejectAll: t`Jen nezbytné`,
        customise: t`Vybrat`,
        save: t`Uložit výběr`,
        necessary: { label: t`Nezbytné`, description: t`Přihlášení, bezpečnost a vaše volby na webu. Bez nich web nefunguje, proto je nelze vypnout.` },
        groups: {
          performance: { label: t`Výkon`, description: t`Měření rychlosti a chyb webu, abychom je mohli opravit.` },
          statistics: { label: t`Statistika`, description: t`Anonymní přehled o tom, které stránky a hry lidé navštěvují.` },
          preferences: { label: t`Předvolby`, description: t`Zapamatování voleb, které nejsou nezbytné, například doporučených her.` },
          marketing: { label: t`Marketing`, description: t`Nabídky a reklama přizpůsobené vašim zájmům, i na jiných webech.` },
        },
      },
    });
  }, [started, locale, t]);
};
