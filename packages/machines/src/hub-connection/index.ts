// The live-feed hub connection. The portal provides `connection`: a callback actor around the
// api-clients LiveFeedClient that turns `connect`/`disconnect` into start()/stop() and reports
// hub.connected / hub.connectFailed / hub.dropped / hub.reconnected / hub.closed / hub.disconnected /
// hub.message / hub.invalidPayload. Subscribers take `hub.message` (for the live-tables store) and
// `snackbar.show` with actor.on(...).
export { hubConnectionMachine } from './hub-connection.machine.ts';
export { connect } from './hub-connection.connect.ts';
export type * from './hub-connection.types.ts';
