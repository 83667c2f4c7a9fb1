export { dismissSnackbar, enqueueSnackbar, snackbarEnqueueOutcome, type SnackbarEnqueueOutcome } from './snackbar-queue.ts';
export { snackbarTimeout } from './snackbar-timeout.ts';
