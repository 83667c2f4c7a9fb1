// The launch URL of one game launch (part 2 §5, §7): the provider's template for the mode and the
// device (mobile or desktop; live and table games use the live channels), filled with the game, the
// client platform (mobile or web), the language and, for real play, the player and the play token.
import { isLiveGameType } from '../live/live-table.ts';
import { usableSessionToken } from '../player/session-token.ts';
import type { Game } from '../types/catalogue.ts';
import type { PlayModeName } from '../types/enums.ts';
import type { PlayTokenResponse } from '../types/player.ts';
import type { ProviderLaunchData } from '../types/session.ts';
import { fillLaunchTemplate, selectLaunchTemplate, type LaunchDevice } from './launch-template.ts';
import { devicePlatformOf } from './device-platform.ts';

export interface GameLaunchRequest {
  readonly game: Pick<Game, 'gameCode' | 'type'>;
  readonly mode: PlayModeName;
  /** A mobile device: the mobile templates and the client platform 'mobile'. */
  readonly mobile: boolean;
  readonly languageCode: string;
}

/** The device a game launches on: live and table games use the live channels. */
export const launchDeviceOf = (game: Pick<Game, 'type'>, mobile: boolean): LaunchDevice => ({
  mobile,
  live: isLiveGameType(game.type),
});

/** The provider's template for the request, or null (errors.real-url-is-missing / demo-url-is-missing). */
export const gameLaunchTemplate = (launchData: ProviderLaunchData, request: Pick<GameLaunchRequest, 'game' | 'mode' | 'mobile'>): string | null =>
  selectLaunchTemplate(launchData, request.mode, launchDeviceOf(request.game, request.mobile));

/**
 * The filled launch URL, or null when there is no template or a value it needs is missing. Real
 * play fills the player from the token's username and the temporary token from the usable session
 * token (none when the response carries an error code); a demo template needs neither.
 */
export const gameLaunchUrl = (launchData: ProviderLaunchData, request: GameLaunchRequest, token: PlayTokenResponse | null): string | null => {
  const template = gameLaunchTemplate(launchData, request);
  if (template === null) return null;
  return fillLaunchTemplate(template, {
    gameCode: request.game.gameCode,
    clientPlatform: devicePlatformOf(request.mobile),
    languageCode: request.languageCode,
    playerId: token?.username ?? null,
    tempToken: token === null ? null : usableSessionToken(token),
  });
};
