// The game-play layout: the game fills the screen, no site chrome; launch errors still reach the
// player as snackbars.
import { Outlet } from 'react-router';
import { ChromeSnackbars } from '../../chrome/chrome-snackbars.tsx';

export default function GamePlayLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <ChromeSnackbars />
    </>
  );
}
