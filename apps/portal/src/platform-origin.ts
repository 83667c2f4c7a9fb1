// Where the operator's APIs are when PLATFORM_ORIGIN names nothing: the demo platform of `npm start`.
export const DEFAULT_PLATFORM_ORIGIN = 'http://localhost:4174';
