// The chrome's data travels to the browser in the site layout's loader data as one JSON text, not as
// an object: React Router encodes loader data value by value (turbo-stream) on every render, and the
// menus' links were most of the values left after the lobby's widgets (lobby/widget-texts.ts). The
// text is written per request (the data holds the request's device, banner and flags: nothing is
// kept across requests but texts read back, and those are the data as every visitor with that text
// sees it); both sides read a text back once, so equal texts give one object, whose identity stays
// put across a page's renders. Only plain JSON data belongs in ChromeData (chrome-data-text.test.ts).
import type { ChromeData } from './chrome-data.server.ts';

/** The chrome's data as a JSON text (a string the loader data carries as one value). */
export type ChromeDataText = string & { readonly __chromeDataText: true };

/** Texts read back that a side keeps: a server's locales × preview × devices × flags, with room to spare. */
export const CHROME_TEXTS_KEPT = 64;

const read = new Map<string, ChromeData>();

export const chromeDataText = (data: ChromeData): ChromeDataText => JSON.stringify(data) as ChromeDataText;

/** The data a text holds, parsed once per text (the least recently used text leaving past the limit). */
export const chromeDataOf = (text: ChromeDataText): ChromeData => {
  let data = read.get(text);
  if (data === undefined) {
    data = JSON.parse(text) as ChromeData;
    if (read.size >= CHROME_TEXTS_KEPT) read.delete(read.keys().next().value as string);
  } else read.delete(text);
  read.set(text, data);
  return data;
};

/** Texts held (tests: the memory stays bounded). */
export const chromeTextsHeld = (): number => read.size;
