// The compression a client accepts, best first: brotli, then gzip, else none. `q=0` refuses a coding.
export type ContentCoding = 'br' | 'gzip' | 'identity';

export const preferredCoding = (header: string | undefined): ContentCoding => {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wants = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
};
