// The SignalR JSON hub protocol (version 1) as the server side speaks it: records are JSON texts
// each terminated by the record separator 0x1e; the first record from a client is the handshake.

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface HandshakeRequest {
  readonly protocol: string;
  readonly version: number;
}

export type HubMessage =
  | { readonly type: 1; readonly target: string; readonly arguments: readonly unknown[]; readonly invocationId?: string }
  | { readonly type: 3; readonly invocationId: string; readonly result?: unknown; readonly error?: string }
  | { readonly type: 6 }
  | { readonly type: 7; readonly error?: string; readonly allowReconnect?: boolean }
  | { readonly type: number; readonly [key: string]: unknown };

/** Splits a transport payload into complete records; a trailing partial record is returned as rest. */
export const splitRecords = (buffer: string): { records: string[]; rest: string } => {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((part) => part.length > 0), rest };
};

export const frame = (message: unknown): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const invocation = (target: string, args: readonly unknown[]): string => frame({ type: MessageType.Invocation, target, arguments: args });

export const ping = (): string => frame({ type: MessageType.Ping });

export const closeMessage = (error?: string, allowReconnect = true): string =>
  frame(error ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close, allowReconnect });

export const handshakeResponse = (error?: string): string => frame(error ? { error } : {});

export const parseHandshake = (record: string): HandshakeRequest | { error: string } => {
  try {
    const value = JSON.parse(record) as Partial<HandshakeRequest>;
    if (value.protocol !== 'json') return { error: `Requested protocol '${String(value.protocol)}' is not available.` };
    if (value.version !== 1) return { error: `The server does not support version ${String(value.version)} of the 'json' protocol.` };
    return { protocol: value.protocol, version: value.version };
  } catch {
    return { error: 'Handshake was canceled: malformed handshake request.' };
  }
};

export const parseMessage = (record: string): HubMessage | null => {
  try {
    const value = JSON.parse(record) as { type?: unknown };
    return typeof value.type === 'number' ? (value as HubMessage) : null;
  } catch {
    return null;
  }
};
