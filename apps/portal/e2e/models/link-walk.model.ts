// The links a visitor can follow from a page, read from the server's HTML (no browser: every
// navigation link is in the document, islands only add behaviour). A link is followed when it leads
// to the portal or to the demo platform that stands in for the operator's hosts; any other host is
// only listed (the walk must not depend on the internet).

/** Where a link points to, as the walk sorts it. */
export type LinkKind = 'portal' | 'platform' | 'elsewhere';

export interface FoundLink {
  readonly url: string;
  readonly kind: LinkKind;
  /** The pages that hold it, for the failure message. */
  readonly on: string[];
}

export interface BrokenLink {
  readonly url: string;
  readonly status: number;
  readonly on: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'", '#x2F': '/' };

const decodeAttribute = (value: string): string => value.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

/** Every `<a href>` and every media source (`<video src>`, `<source src>`, `poster`) of a document. */
export const linksOf = (html: string): string[] => {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*"([^"]*)"/gi)) links.push(decodeAttribute(match[1] ?? ''));
  for (const match of html.matchAll(/<(?:video|source)\b[^>]*?\s(?:src|poster)\s*=\s*"([^"]*)"/gi)) links.push(decodeAttribute(match[1] ?? ''));
  return links.filter((link) => link !== '' && !link.startsWith('#') && !/^(mailto|tel|javascript):/i.test(link));
};

export class LinkWalk {
  private readonly found = new Map<string, FoundLink>();
  private readonly portalOrigin: string;
  private readonly platformOrigin: string;

  constructor(portalOrigin: string, platformOrigin: string) {
    this.portalOrigin = portalOrigin;
    this.platformOrigin = platformOrigin;
  }

  /** Fetches a page of the portal and records its links. */
  async readPage(path: string): Promise<number> {
    const response = await fetch(new URL(path, this.portalOrigin));
    const html = await response.text();
    for (const link of linksOf(html)) {
      const url = new URL(link, response.url);
      url.hash = '';
      const kind: LinkKind = url.origin === this.portalOrigin ? 'portal' : url.origin === this.platformOrigin ? 'platform' : 'elsewhere';
      const entry = this.found.get(url.href) ?? { url: url.href, kind, on: [] };
      if (!entry.on.includes(path)) entry.on.push(path);
      this.found.set(url.href, entry);
    }
    return response.status;
  }

  links(kind?: LinkKind): FoundLink[] {
    return [...this.found.values()].filter((link) => kind === undefined || link.kind === kind);
  }

  /** Follows every portal and platform link (redirects too), a few at a time; the ones answering 404 or 5xx. */
  async broken(parallel = 4): Promise<BrokenLink[]> {
    const queue = this.links().filter((link) => link.kind !== 'elsewhere');
    const broken: BrokenLink[] = [];
    const worker = async () => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        // A GET like a browser's; media answers are cut off once the status is known.
        const response = await fetch(link.url, { redirect: 'follow', headers: { accept: 'text/html,*/*' } });
        await response.body?.cancel();
        if (response.status === 404 || response.status >= 500) broken.push({ url: link.url, status: response.status, on: link.on });
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    return broken.sort((a, b) => a.url.localeCompare(b.url));
  }
}
