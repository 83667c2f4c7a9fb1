// The phone's native-app banner (part 2 §2): close, the logo with the store's caption, and View,
// which opens the store outside the page. Both buttons dismiss it for 30 days (a cookie).
import type { MouseEvent } from 'react';
import './native-app-banner.css';

export interface NativeAppBannerProps {
  readonly label: string;
  readonly appName: string;
  /** "On Google Play" / "On the App Store". */
  readonly storeCaption: string;
  readonly viewLabel: string;
  readonly closeLabel: string;
  readonly storeLink: string;
  readonly onClose: () => void;
  readonly onView: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function NativeAppBanner({ label, appName, storeCaption, viewLabel, closeLabel, storeLink, onClose, onView }: NativeAppBannerProps) {
  return (
    <aside className="casino-app-banner" aria-label={label}>
      <button type="button" className="casino-app-banner__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">✕</span>
      </button>
      <span className="casino-app-banner__logo" aria-hidden="true">
        ♠
      </span>
      <div className="casino-app-banner__text">
        <p className="casino-app-banner__name">{appName}</p>
        <p className="casino-app-banner__caption">{storeCaption}</p>
      </div>
      <a className="casino-app-banner__view" href={storeLink} target="_blank" rel="noopener" onClick={onView}>
        {viewLabel}
      </a>
    </aside>
  );
}
