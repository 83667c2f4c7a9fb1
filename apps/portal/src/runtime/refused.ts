// The platform answered and said no (a bonus it will not confirm, a heartbeat for a session that
// has ended): for the machine, a failure of the call, worded like the HTTP layer's refusals.
import { HttpErrorText } from '@casino/core';

export class Refused extends Error {
  readonly call: string;

  constructor(call: string) {
    super(`${call}: ${HttpErrorText.notOk(409, 'refused by the platform')}`);
    this.name = 'Refused';
    this.call = call;
  }
}

export const refused = (call: string): Refused => new Refused(call);
