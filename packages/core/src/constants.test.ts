import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILD_POLL_INTERVAL_MS, ModalPriority, MY_ACCOUNT_MODAL_PRIORITY, TimeMs } from './constants.ts';

describe('constants the machines take their defaults from', () => {
  it('the my-account modal stacks above the medium modals and below the highest (alerts)', () => {
    expect(MY_ACCOUNT_MODAL_PRIORITY).toBe('high');
    expect(ModalPriority[MY_ACCOUNT_MODAL_PRIORITY]).toBe(5000);
    expect(ModalPriority[MY_ACCOUNT_MODAL_PRIORITY]).toBeGreaterThan(ModalPriority.medium);
    expect(ModalPriority[MY_ACCOUNT_MODAL_PRIORITY]).toBeLessThan(ModalPriority.highest);
  });

  it('the latest build is polled once an hour by default', () => {
    expect(DEFAULT_BUILD_POLL_INTERVAL_MS).toBe(TimeMs.HOUR);
    expect(DEFAULT_BUILD_POLL_INTERVAL_MS).toBe(3_600_000);
  });
});
