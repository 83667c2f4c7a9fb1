// Launch URLs, asset URLs, the native-app link and the account links.
export { fillLaunchTemplate, selectLaunchTemplate, LAUNCH_PLACEHOLDERS, type LaunchTemplateParams, type LaunchDevice } from './launch-template.ts';
export { devicePlatformOf } from './device-platform.ts';
export { gameLaunchTemplate, gameLaunchUrl, launchDeviceOf, type GameLaunchRequest } from './game-launch-url.ts';
export { assetUrl, gameImageUrl, gameImageAssetId, fallbackImageUrl, FALLBACK_IMAGE_ID, type AssetTransform, type AssetUrlOptions } from './asset-url.ts';
export { ASSET_DIMENSIONS, MAX_ASSET_DIMENSION, snapAssetDimension } from './asset-sizes.ts';
export { nativeAppLink } from './native-app-link.ts';
export {
  accountUrl,
  depositUrl,
  myAccountFrameUrl,
  ACCOUNT_PATH,
  DEPOSIT_PATH,
  DEFAULT_CLIENT_TYPE,
  MY_ACCOUNT_CLOSE_ORIGIN_PARAM,
  type AccountLinkContext,
  type DepositLinkContext,
  type MyAccountFrameContext,
  type MyAccountFramePage,
} from './account-urls.ts';
export { joinUrl, withQuery, type QueryParamValue } from './join-url.ts';
