// Where the submenu's timer and panic button will stand while a browser that may hold a session
// waits for its answer, for their chunk or for their machines: on a phone they are a row of their own
// above the page, and drawn late they pushed the whole page 53 px down about a second after its
// first paint; on a desktop they come at the submenu's end, and pushed its links, theme switcher and
// chat button 330 px to the left. The place holds their box: their words in their classes (react-ui's
// player-tools.css), unseen (site-chrome.css), without the tools' code, which is a chunk of its own;
// a guest's answer gives it up.
import { useLingui } from '@lingui/react/macro';

export function PlayerToolsPlace() {
  const { t } = useLingui();
  return (
    <div className="casino-player-tools casino-player-tools--place" data-player-tools="" aria-hidden="true">
      <p className="casino-regulatory-timer">
        <span className="casino-regulatory-timer__label">{t`Čas ve hře`}</span> <span className="casino-regulatory-timer__time">00:00:00</span>
      </p>
      <span className="casino-panic">
        <span className="casino-panic__button">
          <span className="casino-panic__label">{t`Okamžitá blokace`}</span>
        </span>
      </span>
    </div>
  );
}
