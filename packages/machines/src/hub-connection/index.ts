// The live-feed hub connection. The portal provides `connection`: a callback actor around the
// api-clients LiveFeedClient that turns `connect`/`disconnect` into start()/stop() and reports
// hub-connection.connected / hub-connection.connect-failed / hub-connection.dropped / hub-connection.reconnected / hub-connection.closed / hub-connection.disconnected /
// hub-connection.message / hub-connection.invalid-payload. Subscribers take `hub-connection.message` (for the live-tables store) and
// `snackbar.show` with actor.on(...).
export { hubConnectionMachine } from './hub-connection.machine.ts';
export { connect } from './hub-connection.connect.ts';
export type * from './hub-connection.types.ts';
