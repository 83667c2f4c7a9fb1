// The chrome's islands, one module: one script for all of them (chrome-islands.ts).
export { ChromeBottom } from './chrome-bottom.tsx';
export { ChromeSnackbars } from './chrome-snackbars.tsx';
export { ChromeTop } from './chrome-top.tsx';
