// The game-play layout: the game fills the screen, no site chrome.
import { Outlet } from 'react-router';

export default function GamePlayLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
