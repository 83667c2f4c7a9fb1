import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closesMyAccount, MY_ACCOUNT_CLOSE_MESSAGE } from './my-account-frame.ts';

const frameOrigin = 'https://prematch.example';

describe('closesMyAccount (part 2 §2)', () => {
  it.each([
    { name: 'the close-modal string from the frame', origin: frameOrigin, data: 'close-modal', closes: true },
    { name: 'a close-modal object from the frame', origin: frameOrigin, data: { type: 'close-modal' }, closes: true },
    { name: 'another message from the frame', origin: frameOrigin, data: 'resize', closes: false },
    { name: 'an object of another type', origin: frameOrigin, data: { type: 'resize' }, closes: false },
    { name: 'null data', origin: frameOrigin, data: null, closes: false },
    { name: 'close-modal from another site', origin: 'https://evil.example', data: 'close-modal', closes: false },
    { name: 'close-modal from a look-alike origin', origin: `${frameOrigin}.evil.example`, data: 'close-modal', closes: false },
    { name: 'close-modal over plain http', origin: 'http://prematch.example', data: { type: 'close-modal' }, closes: false },
  ])('$name → $closes', ({ origin, data, closes }) => {
    expect(closesMyAccount({ origin, data }, frameOrigin)).toBe(closes);
  });

  it('the message is close-modal', () => {
    expect(MY_ACCOUNT_CLOSE_MESSAGE).toBe('close-modal');
  });

  it('no message from any other origin closes it', () => {
    // Origins close to the frame's: other schemes, hosts that share a prefix or suffix, other ports.
    const origin = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'wss://'),
        fc.constantFrom('prematch.example', 'prematch.example.evil', 'evil-prematch.example', 'PREMATCH.example', 'prematch.exampl'),
        fc.constantFrom('', ':443', ':8443'),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(origin, fc.constantFrom<unknown>(MY_ACCOUNT_CLOSE_MESSAGE, { type: MY_ACCOUNT_CLOSE_MESSAGE }), (from, data) => {
        expect(closesMyAccount({ origin: from, data }, frameOrigin)).toBe(from === frameOrigin);
      }),
    );
  });

  it('no data but close-modal closes it', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        fc.pre(data !== MY_ACCOUNT_CLOSE_MESSAGE);
        fc.pre(!(typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MY_ACCOUNT_CLOSE_MESSAGE));
        expect(closesMyAccount({ origin: frameOrigin, data }, frameOrigin)).toBe(false);
      }),
    );
  });
});
