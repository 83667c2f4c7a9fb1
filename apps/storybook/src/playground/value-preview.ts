// One-line previews of events, inputs and outputs for the history: JSON-like, functions shown as ƒ,
// long arrays and strings cut, so an entry never grows past a line or two.
const MAX_LENGTH = 160;
const MAX_ITEMS = 6;

const previewOf = (value: unknown, depth: number): string => {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'ƒ';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (typeof value !== 'object') return String(value);
  if (value instanceof Error) return `Error(${JSON.stringify(value.message)})`;
  if (depth > 2) return Array.isArray(value) ? `[…${value.length}]` : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => previewOf(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`…${value.length - MAX_ITEMS} more`);
    return `[${items.join(', ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const shown = entries.slice(0, MAX_ITEMS).map(([key, item]) => `${key}: ${previewOf(item, depth + 1)}`);
  if (entries.length > MAX_ITEMS) shown.push('…');
  return `{ ${shown.join(', ')} }`;
};

export const previewValue = (value: unknown): string => {
  const text = previewOf(value, 0);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
};

/** An event's payload without its type (the type is the entry's title). */
export const previewPayload = (event: { readonly type: string }): string | undefined => {
  const { type: _type, ...payload } = event as { type: string } & Record<string, unknown>;
  return Object.keys(payload).length === 0 ? undefined : previewValue(payload);
};
