export { snackbarMachine } from './snackbar.machine.ts';
export { connect } from './snackbar.connect.ts';
export { alertRequest, showAlert, type AlertOptions } from './snackbar-request.ts';
export type * from './snackbar.types.ts';
