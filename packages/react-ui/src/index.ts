// @casino/react-ui: presentational components (props in, callbacks out) and the design tokens.
// Stylesheets: '@casino/react-ui/tokens.css' and '@casino/react-ui/base.css'; each component
// brings its own.
export { Header, type HeaderProps } from './header/Header.tsx';
export { LanguageSwitch, type LanguageSwitchProps, type LanguageOption } from './language-switch/LanguageSwitch.tsx';
export { GameTile, type GameTileProps } from './game-tile/GameTile.tsx';
export { GameRow, type GameRowProps } from './game-row/GameRow.tsx';
export { NotFound, type NotFoundProps } from './not-found/NotFound.tsx';

// --- the site's chrome (header menus, submenu, bottom bar, drawer, banners, snackbars, theme) ---


// --- lobby widgets and game grids ---


// --- catalogue pages (lists, details, winners, promotions, content) ---

