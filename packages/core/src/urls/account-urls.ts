// Account and deposit links (part 2 §2): the prematch host on desktop, the game-mode host on touch
// devices; close and back addresses are the current page; deposit also names the client type and
// the platform (mobile or web).
import { devicePlatformOf } from './device-platform.ts';
import { joinUrl, withQuery } from './join-url.ts';

/** Paths on the account hosts (not given by the spec; the portal may pass others). */
export const ACCOUNT_PATH = '/my-account';
export const DEPOSIT_PATH = '/my-account/deposit';
export const DEFAULT_CLIENT_TYPE = 'casino';

export interface AccountLinkContext {
  readonly prematchHost: string;
  readonly gameModeHost: string;
  readonly touch: boolean;
  /** The page the account pages close and go back to. */
  readonly currentUrl: string;
  readonly path?: string;
}

export interface DepositLinkContext extends AccountLinkContext {
  readonly mobile: boolean;
  readonly clientType?: string;
}

const hostOf = ({ touch, prematchHost, gameModeHost }: AccountLinkContext): string => (touch ? gameModeHost : prematchHost);

export const accountUrl = (context: AccountLinkContext): string =>
  withQuery(joinUrl(hostOf(context), context.path ?? ACCOUNT_PATH), [
    ['closeUrl', context.currentUrl],
    ['backUrl', context.currentUrl],
  ]);

export const depositUrl = (context: DepositLinkContext): string => {
  const platform = devicePlatformOf(context.mobile);
  return withQuery(joinUrl(hostOf(context), context.path ?? DEPOSIT_PATH), [
    ['closeUrl', context.currentUrl],
    ['backUrl', context.currentUrl],
    ['clientType', context.clientType ?? DEFAULT_CLIENT_TYPE],
    ['clientPlatform', platform],
  ]);
};

/** Where the old my-account modal opens (part 2 §4): its dashboard or its deposit page. */
export type MyAccountFramePage = 'dashboard' | 'deposit';

/** The frame's query value naming the portal's origin, the only one it posts close-modal to. */
export const MY_ACCOUNT_CLOSE_ORIGIN_PARAM = 'close';

export interface MyAccountFrameContext {
  readonly prematchHost: string;
  /** The page under the modal: its origin is the frame's close parameter, the address its close and back addresses. */
  readonly currentUrl: string;
  readonly clientType?: string;
}

/**
 * The old my-account modal's frame (part 2 §2): a desktop's, so always the prematch host's page
 * with the web platform, plus the portal's origin, so that the frame's close-modal reaches this
 * page and no other.
 */
export const myAccountFrameUrl = (page: MyAccountFramePage, context: MyAccountFrameContext): string => {
  const link = { ...context, gameModeHost: context.prematchHost, touch: false, mobile: false };
  return withQuery(page === 'deposit' ? depositUrl(link) : accountUrl(link), [[MY_ACCOUNT_CLOSE_ORIGIN_PARAM, new URL(context.currentUrl).origin]]);
};
