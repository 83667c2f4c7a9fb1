// One `Range: bytes=…` of a request (RFC 9110 §14): browsers ask for video in ranges and will not
// seek, or on some engines play, without them. Several ranges in one header are answered whole
// (allowed: a server may ignore Range), as is any header that is not a byte range.

export type ByteRange = { readonly start: number; readonly end: number } | 'unsatisfiable' | null;

export const byteRangeOf = (header: string | undefined, size: number): ByteRange => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
};
