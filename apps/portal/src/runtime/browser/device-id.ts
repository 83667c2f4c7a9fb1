// The device id (part 1 §5: "generated if absent"; §9: browser_uuid, 400 days): made once per browser
// at the runtime's start, and then only kept, so that the operator sees one device over visits.
import { COOKIE_DEVICE_ID, COOKIE_DEVICE_ID_DAYS } from '@casino/core';
import type { CookieJar } from '../environment/portal-environment.ts';

/** Keeps the browser's device id, making one with `newId` when there is none. */
export const keepDeviceId = (cookies: CookieJar, newId: () => string): string => {
  const known = cookies.get(COOKIE_DEVICE_ID);
  if (known !== null && known !== '') return known;
  const id = newId();
  cookies.set(COOKIE_DEVICE_ID, id, { days: COOKIE_DEVICE_ID_DAYS });
  return id;
};

/** A random UUID (v4); randomUUID needs a secure context, getRandomValues does not. */
export const randomDeviceId = (): string => {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
