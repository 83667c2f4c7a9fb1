// The game-play layout: the game fills the screen, no site chrome; launch errors still reach the
// player as snackbars, and real play's login dialog gets its words here (the site chrome's header,
// which gives them elsewhere, is not on this page).
import { Outlet } from 'react-router';
import { ChromeSnackbars } from '../../chrome/chrome-snackbars.tsx';
import { useBrowserRuntime, useRootData } from '../../chrome/portal-system-provider.tsx';
import { useLoginDialogTexts } from '../../chrome/use-login-dialog-texts.ts';

export default function GamePlayLayout() {
  useLoginDialogTexts(useBrowserRuntime(), useRootData()?.locale ?? 'cs');
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <ChromeSnackbars />
    </>
  );
}
