// A locale's messages travel to the browser in the root loader's data as one JSON text, not as an
// object: React Router encodes loader data value by value (turbo-stream) on every render, and the
// catalogue's some 400 keys and texts were over half of a lobby's values (778 of 1,455), the same
// bytes for every visitor of a language. The server writes the text once per catalogue; both sides
// read it back once per text (the server holds one text per locale, the browser one per page load).
import type { Messages } from '@lingui/core';

/** A JSON text of a message catalogue (a string the loader data carries as one value). */
export type MessagesText = string & { readonly __messagesText: true };

const texts = new WeakMap<Messages, MessagesText>();

/** The catalogue as text, written once per catalogue object (the server merges one per locale). */
export const messagesText = (messages: Messages): MessagesText => {
  let text = texts.get(messages);
  if (text === undefined) {
    text = JSON.stringify(messages) as MessagesText;
    texts.set(messages, text);
  }
  return text;
};

/** Catalogues read back, by text: a locale or two per server, one per page load in the browser. */
const READ_LIMIT = 4;
const read = new Map<string, Messages>();

export const messagesOfText = (text: MessagesText): Messages => {
  let messages = read.get(text);
  if (messages === undefined) {
    messages = JSON.parse(text) as Messages;
    read.set(text, messages);
    if (read.size > READ_LIMIT) read.delete(read.keys().next().value as string);
  }
  return messages;
};
