// The catalogue's text reads back as the catalogue, and is written once per catalogue and read once per text.
import fc from 'fast-check';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messagesOfText, messagesText } from './messages-text.ts';

// Compiled Lingui messages: a text, or parts of text and placeholders.
const compiled = fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), fc.tuple(fc.string({ minLength: 1 })))));
const catalogue = fc.dictionary(fc.string({ minLength: 1 }), compiled) as fc.Arbitrary<Messages>;

describe('messages as text', () => {
  it('reads back every catalogue as it was', () => {
    fc.assert(
      fc.property(catalogue, (messages) => {
        expect(messagesOfText(messagesText(messages))).toEqual(messages);
      }),
    );
  });

  it('writes a catalogue once and reads a text once', () => {
    const messages: Messages = { hello: 'Ahoj', named: ['Ahoj ', ['name']] };
    const text = messagesText(messages);
    expect(messagesText(messages)).toBe(text);
    expect(messagesOfText(text)).toBe(messagesOfText(`${text}` as typeof text));
  });
});
