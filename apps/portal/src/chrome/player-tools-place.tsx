// Where the submenu's timer and panic button will stand while a browser that may hold a session
// waits for its answer, for their chunk or for their machines: on a phone they are a row of their own
// above the page, and drawn late they pushed the whole page 53 px down about a second after its
// first paint. The place keeps that row's height (site-chrome.css); a guest's answer gives it up.
export function PlayerToolsPlace() {
  return <div className="casino-player-tools casino-player-tools--place" data-player-tools="" aria-hidden="true" />;
}
