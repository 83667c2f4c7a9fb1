import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WebMessage } from '../types/index.ts';
import { visibleWebMessages } from './visible-web-messages.ts';

const message = (id: string, start: string, end: string | null | undefined, priority = 0): WebMessage => ({
  id,
  start,
  end,
  priority,
  title: id,
  text: '',
});
const now = new Date('2026-06-15T12:00:00Z');
const ids = (messages: readonly WebMessage[]) => messages.map((m) => m.id);

describe('visibleWebMessages (D9)', () => {
  it.each([
    { name: 'started, no end', start: '2026-06-01T00:00:00Z', end: undefined, visible: true },
    { name: 'started, end null', start: '2026-06-01T00:00:00Z', end: null, visible: true },
    { name: 'started, end empty', start: '2026-06-01T00:00:00Z', end: '', visible: true },
    { name: 'started, ends later', start: '2026-06-01T00:00:00Z', end: '2026-06-15T12:00:01Z', visible: true },
    { name: 'starts exactly now (start must be before now)', start: '2026-06-15T12:00:00Z', end: undefined, visible: false },
    { name: 'ends exactly now (now must be before end)', start: '2026-06-01T00:00:00Z', end: '2026-06-15T12:00:00Z', visible: false },
    { name: 'not started yet', start: '2026-06-16T00:00:00Z', end: undefined, visible: false },
    { name: 'ended', start: '2026-06-01T00:00:00Z', end: '2026-06-10T00:00:00Z', visible: false },
    { name: 'with a time zone offset', start: '2026-06-15T13:59:00+02:00', end: '2026-06-15T14:01:00+02:00', visible: true },
    { name: 'malformed start', start: 'soon', end: undefined, visible: false },
  ])('$name → $visible', ({ start, end, visible }) => {
    expect(visibleWebMessages([message('m', start, end)], now, new Set())).toHaveLength(visible ? 1 : 0);
  });

  it('hides dismissed messages and orders by priority, highest first', () => {
    const messages = [
      message('low', '2026-01-01T00:00:00Z', null, 1),
      message('high', '2026-01-01T00:00:00Z', null, 10),
      message('dismissed', '2026-01-01T00:00:00Z', null, 99),
      message('mid-a', '2026-01-01T00:00:00Z', null, 5),
      message('mid-b', '2026-01-01T00:00:00Z', null, 5),
    ];
    expect(ids(visibleWebMessages(messages, now, new Set(['dismissed'])))).toEqual(['high', 'mid-a', 'mid-b', 'low']);
  });

  it('keeps exactly the undismissed messages in their window, sorted by priority', () => {
    const day = 86_400_000;
    const arb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      startOffset: fc.integer({ min: -30, max: 30 }),
      endOffset: fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }),
      priority: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 12 }), fc.subarray(['a', 'b', 'c']), (specs, dismissedIds) => {
        const dismissed = new Set(dismissedIds);
        const at = (offset: number) => new Date(now.getTime() + offset * day).toISOString();
        const messages = specs.map((s) => message(s.id, at(s.startOffset), s.endOffset === undefined ? undefined : at(s.endOffset), s.priority));
        const visible = visibleWebMessages(messages, now, dismissed);
        const expected = specs.filter((s) => s.startOffset < 0 && (s.endOffset === undefined || s.endOffset > 0) && !dismissed.has(s.id));
        expect(visible).toHaveLength(expected.length);
        for (let i = 1; i < visible.length; i += 1) expect(visible[i - 1]!.priority).toBeGreaterThanOrEqual(visible[i]!.priority);
      }),
    );
  });
});
