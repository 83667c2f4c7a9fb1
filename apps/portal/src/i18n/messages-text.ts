// A locale's messages travel to the browser in the root loader's data as one JSON text (json-texts.ts):
// the catalogue's some 400 keys and texts were over half of a lobby's values (778 of 1,455), the same
// bytes for every visitor of a language. The server writes the text once per catalogue; both sides
// read it back once per text (the server holds one text per locale, the browser one per page load).
import type { Messages } from '@lingui/core';
import { textReader, textWriter } from '../json-texts.ts';

/** A JSON text of a message catalogue (a string the loader data carries as one value). */
export type MessagesText = string & { readonly __messagesText: true };

const write = textWriter<Messages>();

/** The catalogue as text, written once per catalogue object (the server merges one per locale). */
export const messagesText = (messages: Messages): MessagesText => write(messages) as MessagesText;

/** Catalogues read back, by text: a locale or two per server, one per page load in the browser. */
const READ_LIMIT = 4;
const reader = textReader<Messages>(READ_LIMIT);

export const messagesOfText = (text: MessagesText): Messages => reader.read(text);
