// The runtime's start-up cookies: the device id is made once and kept; a native launch's handed-on
// credentials are read once and gone.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE_DEVICE_ID, COOKIE_DEVICE_ID_DAYS, COOKIE_NATIVE_LOGIN } from '@casino/core';
import type { CookieJar } from '../environment/portal-environment.ts';
import { keepDeviceId, randomDeviceId } from './device-id.ts';
import { takeNativeLogin } from './native-login.ts';

const jar = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  const days = new Map<string, number | undefined>();
  const cookies: CookieJar = {
    get: (name) => values.get(name) ?? null,
    set: (name, value, options) => {
      values.set(name, value);
      days.set(name, options?.days);
    },
    remove: (name) => void values.delete(name),
  };
  return { cookies, values, days };
};

describe('keepDeviceId (part 1 §5, §9)', () => {
  it('makes one for 400 days when absent, and keeps any that is there', () => {
    fc.assert(
      fc.property(fc.option(fc.uuid(), { nil: null }), fc.uuid(), (known, fresh) => {
        const { cookies, values, days } = jar(known === null ? {} : { [COOKIE_DEVICE_ID]: known });
        expect(keepDeviceId(cookies, () => fresh)).toBe(known ?? fresh);
        expect(values.get(COOKIE_DEVICE_ID)).toBe(known ?? fresh);
        expect(days.get(COOKIE_DEVICE_ID)).toBe(known === null ? COOKIE_DEVICE_ID_DAYS : undefined);
      }),
    );
  });

  it('a random id is a version 4 UUID', () => {
    expect(randomDeviceId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('takeNativeLogin', () => {
  it('reads the handed-on credentials once and removes the cookie', () => {
    const { cookies, values } = jar({ [COOKIE_NATIVE_LOGIN]: 'username=demo&token=t%26k' });
    expect(takeNativeLogin(cookies)).toEqual({ username: 'demo', token: 't&k' });
    expect(values.has(COOKIE_NATIVE_LOGIN)).toBe(false);
    expect(takeNativeLogin(cookies)).toBeNull();
  });

  it('a half stays a half (auth refuses it)', () => {
    expect(takeNativeLogin(jar({ [COOKIE_NATIVE_LOGIN]: 'username=demo' }).cookies)).toEqual({ username: 'demo', token: null });
  });
});
