import { COOKIE_NATIVE_BANNER, COOKIE_NATIVE_BANNER_DAYS } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './banner.connect.ts';
import { bannerMachine } from './banner.machine.ts';
import type { BannerEvent, BannerInput } from './banner.types.ts';

const storeLinks = { android: 'https://play.google.com/store/apps/details?id=casino', ios: 'https://apps.apple.com/app/casino' };
const android: BannerInput = { isMobile: true, embedded: false, os: 'Android', bannerOsList: ['android', 'ios'], dismissed: false, storeLinks };

const start = (input: BannerInput) => {
  const cookies: Array<{ name: string; days: number }> = [];
  const opened: string[] = [];
  const machine = bannerMachine.provide({
    actions: {
      rememberDismissal: (_, params) => void cookies.push(params),
      openStoreLink: (_, params) => void opened.push(params.url),
    },
  });
  const clock = new TestClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, fakes: new FakeActors(), cookies, opened };
};

describe('banner model', () => {
  const events: BannerEvent[] = [{ type: 'banner.close' }, { type: 'banner.view' }];
  // Shown on an eligible phone; hidden at once after a dismissal or on a desktop.
  const inputs = [android, { ...android, dismissed: true }, { ...android, isMobile: false }];
  testModel(modelOf(bannerMachine, { events, inputs }), start);
});

describe('banner machine', () => {
  it.each([
    ['an Android phone', android, true],
    ['an iPhone', { ...android, os: 'iOS' }, true],
    ['a desktop', { ...android, isMobile: false }, false],
    ['embed mode', { ...android, embedded: true }, false],
    ['an OS not in the list', { ...android, bannerOsList: ['ios'] }, false],
    ['an unknown OS', { ...android, os: null }, false],
    ['a dismissal cookie', { ...android, dismissed: true }, false],
  ])('shows the banner for %s: %s', (_, input, visible) => {
    expect(connect(start(input).actor.getSnapshot()).visible).toBe(visible);
  });

  it('view opens the store of the device OS and dismisses for 30 days', () => {
    const phone = start({ ...android, os: 'ios' });
    expect(connect(phone.actor.getSnapshot())).toEqual({ visible: true, store: 'apple', storeLink: storeLinks.ios });
    phone.actor.send({ type: 'banner.view' });
    expect(phone.opened).toEqual([storeLinks.ios]);
    expect(phone.cookies).toEqual([{ name: COOKIE_NATIVE_BANNER, days: COOKIE_NATIVE_BANNER_DAYS }]);
    expect(COOKIE_NATIVE_BANNER).toBe('native-banner');
    expect(COOKIE_NATIVE_BANNER_DAYS).toBe(30);
    expect(connect(phone.actor.getSnapshot()).visible).toBe(false);
  });

  it('close dismisses without opening the store', () => {
    const phone = start(android);
    phone.actor.send({ type: 'banner.close' });
    expect(phone.opened).toEqual([]);
    expect(phone.cookies).toHaveLength(1);
    expect(phone.actor.getSnapshot().status).toBe('done');
  });

  it('property: visible exactly when all four conditions hold', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('android', 'ios', 'windows', null),
        fc.subarray(['android', 'ios', 'windows']),
        fc.boolean(),
        (isMobile, embedded, os, bannerOsList, dismissed) => {
          const input = { isMobile, embedded, os, bannerOsList, dismissed, storeLinks };
          const expected = isMobile && !embedded && os !== null && bannerOsList.includes(os) && !dismissed;
          expect(connect(start(input).actor.getSnapshot()).visible).toBe(expected);
        },
      ),
    );
  });
});
