// Page-chrome rules (part 2 §2, §4): the native-app banner, the theme preference, the modal stack
// and the my-account frame, the search panel's popular providers, the chat session.
export {
  isNativeBannerEligible,
  nativeAppStoreLink,
  nativeAppStoreOf,
  type NativeAppStore,
  type NativeAppStoreLinks,
  type NativeBannerConditions,
} from './native-app-banner.ts';
export { nextThemeOption, resolvedColorScheme } from './theme-preference.ts';
export { stackModals, type OpenModalEntry, type StackedModal } from './modal-stack.ts';
export { closesMyAccount, MY_ACCOUNT_CLOSE_MESSAGE, type FrameMessage } from './my-account-frame.ts';
export { isSearchRunning, popularSearchProviders, showsPopularProviders } from './search-panel.ts';
export { chatSessionToken } from './chat-session.ts';
export { CHUNK_ERROR_REDIRECT_MS, DEFAULT_BUILD_POLL_INTERVAL_MS } from './new-build.ts';
