// Calls that ended because their signal aborted (the request's client left, a machine stopped): no
// failure of theirs, so a page loader neither logs it nor shows an error page for it (there is no
// one to show it to). The signal's reason is its cause.
export class CallsStopped extends Error {
  constructor(reason: unknown) {
    super('the calls were stopped by their signal', { cause: reason });
    this.name = 'CallsStopped';
  }
}
