// The launch URL of a request: core picks the provider's template for the mode and device and fills it.
import { fillLaunchTemplate, isLiveGameType, selectLaunchTemplate, type PlayTokenResponse, type ProviderLaunchData } from '@casino/core';
import type { GameSessionContext, PlayRequest } from './game-session.types.ts';

const deviceOf = (context: Pick<GameSessionContext, 'device'>, request: PlayRequest) => ({
  mobile: context.device.mobile,
  live: isLiveGameType(request.game.type),
});

export const hasLaunchTemplate = (
  context: Pick<GameSessionContext, 'device'>,
  request: PlayRequest,
  launchData: ProviderLaunchData,
): boolean => selectLaunchTemplate(launchData, request.mode, deviceOf(context, request)) !== null;

export const launchUrl = (
  context: Pick<GameSessionContext, 'device' | 'languageCode'>,
  request: PlayRequest,
  launchData: ProviderLaunchData,
  token: PlayTokenResponse | null,
): string | null => {
  const template = selectLaunchTemplate(launchData, request.mode, deviceOf(context, request));
  if (template === null) return null;
  return fillLaunchTemplate(template, {
    gameCode: request.game.gameCode,
    clientPlatform: context.device.mobile ? 'mobile' : 'web',
    languageCode: context.languageCode,
    playerId: token?.username ?? null,
    tempToken: token?.sessionToken?.sessionToken ?? null,
  });
};

/** A real launch needs a token without an error code. */
export const isUsableToken = (token: PlayTokenResponse): boolean =>
  (token.errorCode === null || token.errorCode === undefined || token.errorCode === '') && !!token.sessionToken?.sessionToken;
