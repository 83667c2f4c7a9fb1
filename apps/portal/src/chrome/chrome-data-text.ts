// The chrome's data travels to the browser in the site layout's loader data as one JSON text
// (json-texts.ts): the menus' links were most of the values left after the lobby's widgets
// (lobby/widget-texts.ts). The text is written per request (the data holds the request's device,
// banner and flags: nothing is kept across requests but texts read back, and those are the data as
// every visitor with that text sees it). Only plain JSON data belongs in ChromeData
// (chrome-data.server.test.ts).
import type { ChromeData } from './chrome-data.server.ts';
import { textReader } from '../json-texts.ts';

/** The chrome's data as a JSON text (a string the loader data carries as one value). */
export type ChromeDataText = string & { readonly __chromeDataText: true };

/** Texts read back that a side keeps: a server's locales × preview × devices × flags, with room to spare. */
export const CHROME_TEXTS_KEPT = 64;

const reader = textReader<ChromeData>(CHROME_TEXTS_KEPT);

export const chromeDataText = (data: ChromeData): ChromeDataText => JSON.stringify(data) as ChromeDataText;

/** The data a text holds, parsed once per text held. */
export const chromeDataOf = (text: ChromeDataText): ChromeData => reader.read(text);

/** Texts held (tests: the memory stays bounded). */
export const chromeTextsHeld = (): number => reader.held();
