// @casino/api-clients/node: the browser parts the clients rely on, for Node — a fetch that keeps
// cookies like a browser profile, and the gaming platform's script evaluated in a vm. The portal's
// runtime tests (and the api-clients' own) run the real clients on them against the demo platform.
export { createCookieJar, RECORDED_CALLS, type CookieJarFetch, type RecordedCall } from './cookie-jar.ts';
export { loadPlatformScript } from './platform-script-vm.ts';
export { loadChatWidget } from './chat-widget-vm.ts';
