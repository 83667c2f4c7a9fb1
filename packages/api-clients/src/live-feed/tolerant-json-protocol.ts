// The JSON hub protocol, one record at a time: a record that is not valid JSON (or not a hub
// message) is reported and skipped instead of failing the whole batch, which would close the
// connection. The connection stays up; the feed says what happened.
import { JsonHubProtocol, type HubMessage, type ILogger } from '@microsoft/signalr';

const RECORD_SEPARATOR = '\u001e';

export class TolerantJsonHubProtocol extends JsonHubProtocol {
  private readonly onInvalidRecord: (record: string, error: unknown) => void;

  constructor(onInvalidRecord: (record: string, error: unknown) => void) {
    super();
    this.onInvalidRecord = onInvalidRecord;
  }

  override parseMessages(input: string, logger: ILogger): HubMessage[] {
    if (typeof input !== 'string' || !input) return super.parseMessages(input, logger);
    return input
      .split(RECORD_SEPARATOR)
      .filter((record) => record.length > 0)
      .flatMap((record) => {
        try {
          return super.parseMessages(record + RECORD_SEPARATOR, logger);
        } catch (error) {
          this.onInvalidRecord(record, error);
          return [];
        }
      });
  }
}
