// STOMP 1.2 frames: COMMAND, header lines, a blank line, the body and a NUL. Heart-beats are bare
// end-of-line characters between frames.

export interface StompFrame {
  readonly command: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

// Header values escape \r, \n, ':' and '\' (except in CONNECT and CONNECTED frames).
const escapeHeader = (value: string) => value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
const unescapeHeader = (value: string) => value.replace(/\\(.)/g, (_, c: string) => ({ r: '\r', n: '\n', c: ':', '\\': '\\' })[c] ?? c);

const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED', 'STOMP']);

export const serializeFrame = ({ command, headers, body }: StompFrame): string => {
  const raw = RAW_HEADER_COMMANDS.has(command);
  const lines = Object.entries(headers).map(([key, value]) => (raw ? `${key}:${value}` : `${escapeHeader(key)}:${escapeHeader(value)}`));
  return `${command}\n${lines.join('\n')}${lines.length ? '\n' : ''}\n${body}\u0000`;
};

/** Parses every complete frame of a buffer; returns the incomplete rest and how many heart-beats it held. */
export const parseFrames = (buffer: string): { frames: StompFrame[]; rest: string; heartbeats: number } => {
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  let rest = buffer;
  for (;;) {
    const leading = /^(\r?\n)+/.exec(rest);
    if (leading) {
      heartbeats += leading[0].split('\n').length - 1;
      rest = rest.slice(leading[0].length);
    }
    const end = rest.indexOf('\u0000');
    if (end < 0) break;
    const text = rest.slice(0, end);
    rest = rest.slice(end + 1);
    const split = text.search(/\r?\n\r?\n/);
    const head = split < 0 ? text : text.slice(0, split);
    const body = split < 0 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
    const [command = '', ...headerLines] = head.split(/\r?\n/);
    const raw = RAW_HEADER_COMMANDS.has(command);
    // No prototype: a header may be called __proto__ or constructor.
    const headers: Record<string, string> = Object.create(null);
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const key = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      // STOMP 1.2: when a header repeats, the first value counts.
      if (!Object.hasOwn(headers, key)) headers[key] = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
    }
    frames.push({ command, headers, body });
  }
  return { frames, rest, heartbeats };
};
