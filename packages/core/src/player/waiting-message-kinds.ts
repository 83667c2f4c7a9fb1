// Which of the platform's waiting messages each consumer asks for. The player data keeps every
// kind the platform has for the player (part 1 §3 "messages (actions)"); a game start shows only
// the login and bonus kinds (part 2 §4).
import { WAITING_MESSAGE_TYPES, type WaitingMessageType } from '../contract.ts';

export const PLAYER_DATA_MESSAGE_TYPES: readonly WaitingMessageType[] = WAITING_MESSAGE_TYPES;

export const GAME_START_MESSAGE_TYPES = ['login', 'bonus', 'bonus:2', 'bonus:4'] as const satisfies readonly WaitingMessageType[];
