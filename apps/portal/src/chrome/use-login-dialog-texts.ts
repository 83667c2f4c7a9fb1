// The login dialog's words (it carries no catalogues of its own): the chrome hands the running
// runtime the dialog's labels and the words of the error keys in the page's language.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@casino/core';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { translateKey } from './error-messages.ts';

export const useLoginDialogTexts = (started: BrowserRuntime | null, locale: Locale): void => {
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (started === null) return;
    started.setLoginDialogTexts({
      show: {
        lang: locale,
        words: {
          title: t`Přihlášení`,
          username: t`Uživatelské jméno`,
          password: t`Heslo`,
          rememberMe: t`Zapamatovat si mě`,
          submit: t`Přihlásit se`,
          pending: t`Přihlašujeme…`,
          close: t`Zavřít přihlášení`,
          secondFactorTitle: t`Ověření přihlášení`,
          secondFactorSent: t`Ověřovací kód jsme poslali na`,
          code: t`Ověřovací kód`,
          verify: t`Ověřit`,
          verifying: t`Ověřujeme…`,
          back: t`Zpět k přihlášení`,
        },
      },
      errorText: (key) => translateKey(i18n, key),
    });
  }, [started, locale, t, i18n]);
};
