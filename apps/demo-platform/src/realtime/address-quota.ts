// Real-time connections per client address: at most `pending` that have not finished connecting (a
// hub negotiation without a transport, a STOMP socket without CONNECT) and at most `open` in all.
// One address flooding negotiations then holds a few dozen slots, not the server's whole
// LIMITS.maxConnections, and everyone else still connects.

export interface AddressLimits {
  readonly pending: number;
  readonly open: number;
}

export interface AddressQuota<T> {
  /** Takes a pending slot for `item`; false when its address has no room. */
  admit(address: string, item: T): boolean;
  /** `item` finished connecting: it stops counting as pending. */
  connected(address: string, item: T): void;
  /** `item` is gone: its slot is free. */
  release(address: string, item: T): void;
}

interface Held<T> {
  readonly pending: Set<T>;
  readonly all: Set<T>;
}

export const createAddressQuota = <T>(limits: AddressLimits): AddressQuota<T> => {
  const byAddress = new Map<string, Held<T>>();
  return {
    admit(address, item) {
      const held = byAddress.get(address) ?? { pending: new Set<T>(), all: new Set<T>() };
      if (held.pending.size >= limits.pending || held.all.size >= limits.open) return false;
      held.pending.add(item);
      held.all.add(item);
      byAddress.set(address, held);
      return true;
    },
    connected(address, item) {
      byAddress.get(address)?.pending.delete(item);
    },
    release(address, item) {
      const held = byAddress.get(address);
      if (!held) return;
      held.pending.delete(item);
      held.all.delete(item);
      // Addresses come and go: an empty entry would keep every address ever seen.
      if (held.all.size === 0) byAddress.delete(address);
    },
  };
};
