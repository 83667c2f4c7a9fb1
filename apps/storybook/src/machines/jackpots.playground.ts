// Jackpots: fetched at start, on locale change and on route change (skipped within 30 s unless
// forced); one animation clock ticks every ticker, paused while the document is hidden.
import * as jackpots from '@casino/machines/jackpots';
import { forMachine } from '../playground/machine-description.ts';

/** The portal ticks on every animation frame; the playground's clock ticks four times a second. */
const TICK_MS = 250;

export const jackpotsPlayground = forMachine(jackpots.jackpotsMachine).describe({
  id: 'jackpots',
  title: 'Jackpots',
  summary:
    'Advance the clock: the levels climb (view model). A route change within 30 s of the fetch is refused; after 30 s it refetches. Hide the document to pause the tickers.',
  input: ({ now }) => ({ locale: 'cs', now }),
  actors: {
    fetchJackpots: { kind: 'promise', answers: { 'demo jackpots': ({ world }) => world.jackpots } },
    animationClock: {
      kind: 'callback',
      start: ({ clock, sendBack }) => {
        let timer = 0;
        const tick = () => {
          sendBack({ type: 'jackpots.tick', now: clock.epochNow() });
          timer = clock.setTimeout(tick, TICK_MS);
        };
        timer = clock.setTimeout(tick, TICK_MS);
        return () => clock.clearTimeout(timer);
      },
    },
    documentVisibility: { kind: 'callback' },
  },
  events: [
    { event: ({ now }) => ({ type: 'jackpots.route-changed', now }) },
    { event: ({ now }) => ({ type: 'jackpots.refresh', now }) },
    { label: 'forced', event: ({ now }) => ({ type: 'jackpots.refresh', now, force: true }) },
    { label: 'en', event: ({ now }) => ({ type: 'jackpots.locale-changed', locale: 'en', now }) },
    { label: 'hidden', event: { type: 'jackpots.visibility-changed', hidden: true } },
    { label: 'visible', event: { type: 'jackpots.visibility-changed', hidden: false } },
  ],
  view: jackpots.connect,
});
