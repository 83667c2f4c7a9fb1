// The launch URL of a request and the play token's use: the rules are core's (gameLaunchTemplate,
// gameLaunchUrl, usableSessionToken); this file only maps the machine's context and request onto them.
import { gameLaunchTemplate, gameLaunchUrl, usableSessionToken, type GameLaunchRequest, type PlayTokenResponse, type ProviderLaunchData } from '@casino/core';
import type { GameSessionContext, PlayRequest } from './game-session.types.ts';

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
