// The one way the portal and a mini-frontend talk: CustomEvents on the window, named and typed by
// each mini-frontend's event map (login-dialog-events.ts, cookie-consent-events.ts). A detail
// comes from another script, so a listener gets it as unknown and checks what it reads.

export const dispatchWindowEvent = <Map, K extends keyof Map & string>(target: EventTarget, type: K, detail: Map[K]): void =>
  void target.dispatchEvent(new CustomEvent(type, { detail }));

export const listenWindowEvent = <Map>(target: EventTarget, type: keyof Map & string, listener: (detail: unknown) => void): (() => void) => {
  const handler = (event: Event) => listener((event as CustomEvent<unknown>).detail);
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
};
