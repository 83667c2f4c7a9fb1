// What the platform accepts from one client, whoever it is: request bodies, WebSocket messages,
// text buffered while waiting for a frame's end, time to identify a new socket, sockets at once.
export const LIMITS: Readonly<
  Record<
    | 'requestBodyBytes'
    | 'socketMessageBytes'
    | 'socketBufferBytes'
    | 'stompConnectTimeoutMs'
    | 'negotiationTimeoutMs'
    | 'maxConnections'
    | 'pendingConnectionsPerAddress'
    | 'connectionsPerAddress',
    number
  >
> = {
  /** Every request body (the largest real one, a personalised-games list, is under 10 KB). */
  requestBodyBytes: 64 * 1024,
  /** One WebSocket message. */
  socketMessageBytes: 64 * 1024,
  /** Text kept while waiting for a STOMP NUL or a SignalR record separator. */
  socketBufferBytes: 64 * 1024,
  /** A STOMP socket that has not sent CONNECT by then is closed. */
  stompConnectTimeoutMs: 10_000,
  /** A hub negotiation whose client has not connected a transport by then is forgotten. */
  negotiationTimeoutMs: 10_000,
  /** Open notification sockets, and negotiated hub connections. */
  maxConnections: 5_000,
  /** Per client address and server (hub, broker): connections still connecting (a page's burst, a few tabs). */
  pendingConnectionsPerAddress: 32,
  /** Per client address and server: connections in all (players behind one NAT share an address). */
  connectionsPerAddress: 200,
};
