// The cookie banner's reach, copied from the attribute it keeps on `<html>` (@casino/core's
// COOKIE_CONSENT_INSET_ATTRIBUTE) to the snackbar host's own element as the custom property its CSS
// docks the phone's snackbars by: set there, a change restyles the host alone, not the whole page.
import { useEffect, type RefObject } from 'react';
import { COOKIE_CONSENT_INSET_ATTRIBUTE, COOKIE_CONSENT_INSET_PROPERTY, cookieConsentInset } from '@casino/core';

export const useCookieConsentInset = (host: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = document.documentElement;
    const copy = () => {
      const inset = cookieConsentInset(root.getAttribute(COOKIE_CONSENT_INSET_ATTRIBUTE));
      if (inset === null) host.current?.style.removeProperty(COOKIE_CONSENT_INSET_PROPERTY);
      else host.current?.style.setProperty(COOKIE_CONSENT_INSET_PROPERTY, inset);
    };
    copy();
    const observer = new MutationObserver(copy);
    observer.observe(root, { attributes: true, attributeFilter: [COOKIE_CONSENT_INSET_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [host]);
};
