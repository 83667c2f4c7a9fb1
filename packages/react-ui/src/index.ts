// @casino/react-ui: presentational components (props in, callbacks out) and the design tokens.
// Stylesheets: '@casino/react-ui/tokens.css' and '@casino/react-ui/base.css'; each component
// brings its own.
export { Header, type HeaderProps } from './header/Header.tsx';
export { LanguageSwitch, type LanguageSwitchProps, type LanguageOption } from './language-switch/LanguageSwitch.tsx';
export { GameTile, type GameTileProps, type GameTileView } from './game-tile/GameTile.tsx';
export { LiveTileArt, type GameTileLive, type LiveTileArtProps } from './game-tile/LiveTileArt.tsx';
export { readGameTile, type GameTileShown } from './game-tile/read-game-tile.ts';
export { GameRow, type GameRowProps } from './game-row/GameRow.tsx';
export { TileCornerContext, TileFrameContext, type TileCorner, type TileCornerGame } from './game-tile/tile-corner.ts';
export { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle/FavouriteToggle.tsx';
export { BonusCount, type BonusCountProps } from './game-tile/BonusCount.tsx';

// --- the site's chrome (header menus, submenu, bottom bar, drawer, banners, snackbars, theme) ---
export { OverflowNav, type OverflowNavProps, type NavLink } from './overflow-nav/OverflowNav.tsx';
export { LobbySwitch, type LobbySwitchProps } from './lobby-switch/LobbySwitch.tsx';
export { fittingCount, type FittingInput } from './overflow-nav/fitting-count.ts';
export { NavList, type NavListProps } from './nav-list/NavList.tsx';
export { GuestActions, type GuestActionsProps } from './guest-actions/GuestActions.tsx';
export { PlayerActions, type PlayerActionsProps } from './player-actions/PlayerActions.tsx';
export { AccountLinks, type AccountLinkPage, type AccountLinksProps } from './player-tools/AccountLinks.tsx';
export { ModalDialog, type ModalDialogProps } from './player-tools/ModalDialog.tsx';
export { useModalDialog, type ModalDialogControl } from './modal-dialog/use-modal-dialog.ts';
export { MyAccountModal, type MyAccountModalProps } from './player-tools/MyAccountModal.tsx';
export { RegulatoryTimer, type RegulatoryTimerProps } from './player-tools/RegulatoryTimer.tsx';
export { PanicButton, type PanicButtonProps } from './player-tools/PanicButton.tsx';
export { PanicConfirmation, type PanicConfirmationProps } from './player-tools/PanicConfirmation.tsx';
export { PlayerMessageDialog, type PlayerMessageDialogProps, type BonusOfferAnswer } from './bonus-popups/PlayerMessageDialog.tsx';
export { BonusDetailsDialog, type BonusDetailsDialogProps, type BonusDetailsFact, type BonusDetailsGame } from './bonus-popups/BonusDetailsDialog.tsx';
export { ThemeSwitcher, type ThemeSwitcherProps } from './theme-switcher/ThemeSwitcher.tsx';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip.tsx';
export { BottomBar, type BottomBarProps, type BottomBarItem, type BottomBarIcon } from './bottom-bar/BottomBar.tsx';
export { Drawer, preloadDrawer, type DrawerProps } from './drawer/Drawer.tsx';
export { SnackbarHost, type SnackbarHostProps, type SnackbarItem } from './snackbar-host/SnackbarHost.tsx';
export { WebMessageBar, type WebMessageBarProps, type WebMessageItem } from './web-message-bar/WebMessageBar.tsx';
export { NativeAppBanner, type NativeAppBannerProps } from './native-app-banner/NativeAppBanner.tsx';
export { ErrorPage, type ErrorPageProps } from './error-page/ErrorPage.tsx';
export { UpdatePrompt, type UpdatePromptProps } from './update-prompt/UpdatePrompt.tsx';
export { lazyIsland, islandsLoaded, type LazyIsland, type LazyIslandOptions } from './deferred/lazy-island.tsx';
export { yieldToMain } from './deferred/yield-to-main.ts';
export { nextIdle } from './deferred/next-idle.ts';
export { HydrateOnEngagement, releaseDeferredHydration } from './deferred/hydrate-on-engagement.tsx';

// --- lobby widgets and game grids ---
export { GameGrid, SERVER_VIEWPORT, PHONE_COLUMNS, type GameGridProps, type GameGridTile } from './game-grid/GameGrid.tsx';
export { type GameRowLayout } from './game-row/GameRow.tsx';
export { LobbyCarousel, type LobbyCarouselProps, type CarouselSlideView } from './lobby-carousel/LobbyCarousel.tsx';
export { LinkTiles, type LinkTilesProps, type LinkTileView } from './link-tiles/LinkTiles.tsx';
export { ProviderLogos, type ProviderLogosProps, type ProviderLogoView } from './provider-logos/ProviderLogos.tsx';
export { JackpotTicker, type JackpotTickerProps, type JackpotLevelView } from './jackpot-ticker/JackpotTicker.tsx';
export { JackpotsWidget, type JackpotsWidgetProps, type JackpotView } from './jackpot-ticker/JackpotsWidget.tsx';
export { createWakeClock, sharedWakeClock, type WakeClock, type WakeClockHost, type WakeListener } from './jackpot-ticker/wake-clock.ts';
export { VideoWidget, type VideoWidgetProps } from './video-widget/VideoWidget.tsx';
export { WinnersStrip, WinnersStripSkeleton, type WinnersStripProps, type WinnersStripSkeletonProps, type WinnerView } from './winners-strip/WinnersStrip.tsx';
export { WidgetError, type WidgetErrorProps } from './widget-state/WidgetError.tsx';

// --- catalogue pages (lists, details, winners, promotions, content) ---
export { PageHeader, type PageHeaderProps } from './page-header/PageHeader.tsx';
export { CardGrid, type CardGridProps, type CardGridItem } from './card-grid/CardGrid.tsx';
export { ProviderLogo, type ProviderLogoProps, type LogoImage } from './provider-logo/ProviderLogo.tsx';
export { TileGrid, type TileGridProps } from './tile-grid/TileGrid.tsx';
export { JackpotLevels, type JackpotLevelsProps, type JackpotLevelItem } from './jackpot-levels/JackpotLevels.tsx';
export { WinnersList, type WinnersListProps, type WinnerItem } from './winners-list/WinnersList.tsx';
export { SanitisedHtml, type SanitisedHtmlProps } from './sanitised-html/SanitisedHtml.tsx';
export { Notice, type NoticeProps } from './notice/Notice.tsx';
export { PromotionCard, type PromotionCardProps } from './promotion-card/PromotionCard.tsx';
export { SectionNav, type SectionNavProps, type SectionNavItem } from './section-nav/SectionNav.tsx';
export { SearchButton, type SearchButtonProps } from './search-panel/SearchButton.tsx';
export { ChatButton, type ChatButtonProps } from './chat-button/ChatButton.tsx';
export { SearchDialog, type SearchCard, type SearchDialogProps, type SearchList, type SearchOption } from './search-panel/SearchDialog.tsx';
