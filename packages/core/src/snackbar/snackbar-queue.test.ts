import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SnackbarMessage } from '../types/index.ts';
import { dismissSnackbar, enqueueSnackbar, snackbarEnqueueOutcome } from './snackbar-queue.ts';

const msg = (id: string, fields: Partial<SnackbarMessage> = {}): SnackbarMessage => ({ id, title: `title-${id}`, type: 'info', ...fields });
const ids = (messages: readonly SnackbarMessage[]) => messages.map((message) => message.id);

describe('enqueueSnackbar (D7)', () => {
  it.each<{ name: string; shown: SnackbarMessage[]; message: SnackbarMessage; expected: string[] }>([
    { name: 'appends to an empty list', shown: [], message: msg('a'), expected: ['a'] },
    { name: 'appends while fewer than 4 are shown', shown: [msg('a'), msg('b'), msg('c')], message: msg('d'), expected: ['a', 'b', 'c', 'd'] },
    { name: 'full: the oldest makes room', shown: [msg('a'), msg('b'), msg('c'), msg('d')], message: msg('e'), expected: ['b', 'c', 'd', 'e'] },
    {
      name: 'full: the oldest that does not ignore clicks makes room',
      shown: [msg('a', { ignoreClicks: true }), msg('b'), msg('c'), msg('d')],
      message: msg('e'),
      expected: ['a', 'c', 'd', 'e'],
    },
    {
      name: 'full of messages that ignore clicks: the new one is dropped',
      shown: ['a', 'b', 'c', 'd'].map((id) => msg(id, { ignoreClicks: true })),
      message: msg('e'),
      expected: ['a', 'b', 'c', 'd'],
    },
    {
      name: 'limit 1: dropped when one with the same title is shown',
      shown: [msg('a', { title: 'errors.failed-to-fetch-favorites' })],
      message: msg('b', { title: 'errors.failed-to-fetch-favorites', limit: 1 }),
      expected: ['a'],
    },
    {
      name: 'limit 2: appended when one with the same title is shown',
      shown: [msg('a', { title: 'x' })],
      message: msg('b', { title: 'x', limit: 2 }),
      expected: ['a', 'b'],
    },
    {
      name: 'limit counts only the same title',
      shown: [msg('a', { title: 'x' }), msg('b', { title: 'y' })],
      message: msg('c', { title: 'y', limit: 2 }),
      expected: ['a', 'b', 'c'],
    },
    { name: 'limit 0 always drops', shown: [], message: msg('a', { limit: 0 }), expected: [] },
    {
      name: 'the limit check comes before eviction',
      shown: [msg('a', { title: 'x' }), msg('b'), msg('c'), msg('d')],
      message: msg('e', { title: 'x', limit: 1 }),
      expected: ['a', 'b', 'c', 'd'],
    },
  ])('$name', ({ shown, message, expected }) => {
    expect(ids(enqueueSnackbar(shown, message))).toEqual(expected);
  });

  it('reports the evicted message and the reason for dropping', () => {
    const full = [msg('a'), msg('b'), msg('c'), msg('d')];
    expect(snackbarEnqueueOutcome(full, msg('e'))).toMatchObject({ kind: 'appended', evicted: { id: 'a' } });
    expect(snackbarEnqueueOutcome([], msg('e'))).toMatchObject({ kind: 'appended', evicted: null });
    expect(snackbarEnqueueOutcome([msg('a', { title: 't' })], msg('b', { title: 't', limit: 1 }))).toMatchObject({ kind: 'dropped', reason: 'limit' });
    expect(
      snackbarEnqueueOutcome(
        full.map((m) => ({ ...m, ignoreClicks: true })),
        msg('e'),
      ),
    ).toMatchObject({ kind: 'dropped', reason: 'full' });
  });

  it('does not change the given list', () => {
    const shown = [msg('a'), msg('b'), msg('c'), msg('d')];
    enqueueSnackbar(shown, msg('e'));
    expect(ids(shown)).toEqual(['a', 'b', 'c', 'd']);
  });

  const requestArb = fc.record({
    title: fc.constantFrom('t1', 't2', 't3'),
    limit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    ignoreClicks: fc.boolean(),
    close: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
  });

  it('never shows more than 4, respects limits, and never evicts a message that ignores clicks', () => {
    fc.assert(
      fc.property(fc.array(requestArb, { maxLength: 40 }), (requests) => {
        let shown: SnackbarMessage[] = [];
        requests.forEach((request, index) => {
          if (request.close !== undefined && shown[request.close]) shown = dismissSnackbar(shown, shown[request.close]!.id);
          const message = msg(String(index), { title: request.title, limit: request.limit, ignoreClicks: request.ignoreClicks });
          const sameTitleBefore = shown.filter((other) => other.title === message.title).length;
          const next = enqueueSnackbar(shown, message);
          expect(next.length).toBeLessThanOrEqual(4);
          const removed = shown.filter((other) => !next.includes(other));
          expect(removed.length).toBeLessThanOrEqual(1);
          for (const other of removed) expect(other.ignoreClicks).toBe(false);
          if (next.includes(message)) {
            expect(next.at(-1)).toBe(message);
            if (typeof message.limit === 'number') expect(sameTitleBefore).toBeLessThan(message.limit);
          } else {
            expect(next).toEqual(shown);
          }
          shown = next;
        });
      }),
    );
  });
});

describe('dismissSnackbar', () => {
  it('removes the message with the id', () => {
    expect(ids(dismissSnackbar([msg('a'), msg('b')], 'a'))).toEqual(['b']);
    expect(ids(dismissSnackbar([msg('a')], 'z'))).toEqual(['a']);
  });
});
