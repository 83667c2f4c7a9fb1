// A focus that nothing holds: the control that had it left the page (or nothing had it yet), and the
// browser put it on <body>, where keyboard and screen-reader users start again from the top. Where
// the portal itself swapped the controls (the header's on login, a popup closed by itself), it gives
// such a focus to the control the person will want next.

export const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;
