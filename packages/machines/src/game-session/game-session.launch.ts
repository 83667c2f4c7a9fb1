// The launch URL of a request, the play token's use and the native app's link: the rules are core's
// (gameLaunchTemplate, gameLaunchUrl, usableSessionToken, nativeAppLink); this file only maps the
// machine's context and request onto them.
import {
  gameLaunchTemplate,
  gameLaunchUrl,
  nativeAppLink,
  usableSessionToken,
  type GameLaunchRequest,
  type PlayTokenResponse,
  type ProviderLaunchData,
} from '@casino/core';
import type { GameSessionContext, NativeLaunchTarget, PlayRequest } from './game-session.types.ts';

/** Where a native launch sends the request's game. */
export const appLinkOf = (target: NativeLaunchTarget, request: PlayRequest): string => nativeAppLink(target.scheme, target.location, request.game.gameCode);

const launchRequestOf = (context: Pick<GameSessionContext, 'device' | 'languageCode'>, request: PlayRequest): GameLaunchRequest => ({
  game: request.game,
  mode: request.mode,
  mobile: context.device.mobile,
  languageCode: context.languageCode,
});

export const hasLaunchTemplate = (context: Pick<GameSessionContext, 'device'>, request: PlayRequest, launchData: ProviderLaunchData): boolean =>
  gameLaunchTemplate(launchData, { game: request.game, mode: request.mode, mobile: context.device.mobile }) !== null;

export const launchUrl = (
  context: Pick<GameSessionContext, 'device' | 'languageCode'>,
  request: PlayRequest,
  launchData: ProviderLaunchData,
  token: PlayTokenResponse | null,
): string | null => gameLaunchUrl(launchData, launchRequestOf(context, request), token);

/** A real launch needs a token without an error code (core's usableSessionToken). */
export const isUsableToken = (token: PlayTokenResponse): boolean => usableSessionToken(token) !== null;
