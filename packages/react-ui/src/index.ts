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
export { PageHeader, type PageHeaderProps } from './page-header/PageHeader.tsx';
export { CardGrid, type CardGridProps, type CardGridItem } from './card-grid/CardGrid.tsx';
export { ProviderLogo, type ProviderLogoProps, type LogoImage } from './provider-logo/ProviderLogo.tsx';
export { TileGrid, type TileGridProps } from './tile-grid/TileGrid.tsx';
export { JackpotLevels, type JackpotLevelsProps, type JackpotLevelItem } from './jackpot-levels/JackpotLevels.tsx';
export { WinnersList, type WinnersListProps, type WinnerItem } from './winners-list/WinnersList.tsx';
export { CmsHtml, type CmsHtmlProps } from './cms-html/CmsHtml.tsx';
export { Notice, type NoticeProps } from './notice/Notice.tsx';
export { PromotionCard, type PromotionCardProps } from './promotion-card/PromotionCard.tsx';
export { SectionNav, type SectionNavProps, type SectionNavItem } from './section-nav/SectionNav.tsx';

