// What a game code looks like (the content API's codes: letters, digits, dot, dash, underscore; at
// most 100 characters): what a route that takes codes from a browser reads before it looks any up.
const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Whether a text may be a game code. */
export const isGameCode = (text: string): boolean => GAME_CODE.test(text);
