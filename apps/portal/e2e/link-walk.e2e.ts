// Every link of the lobbies, their menus, submenu, drawer, carousel and footer, in both languages,
// leads somewhere (issue 21, finding 7): the walk reads the server's HTML of each lobby page and
// follows each link to the portal or the demo platform (which stands in for the operator's other
// hosts: registration, poker, sport, lotto), failing with the list of links that answer 404 or 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkWalk } from './models/link-walk.model.ts';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

const LOBBY_PAGES = ['/', '/kasino-zive', '/vsechny-hry', '/kasino-zive/vsechny-hry'] as const;
const PAGES = [...LOBBY_PAGES, ...LOBBY_PAGES.map((path) => (path === '/' ? '/en' : `/en${path}`))];

let servers: SmokeServers;

beforeAll(async () => {
  servers = await startSmokeServers();
});

afterAll(async () => {
  await servers?.close();
});

describe('the link walk', () => {
  // Some 450 links, most of them pages the portal renders: minutes on a busy two-core machine.
  it('finds no link answering 404 or 5xx on the lobby pages in Czech and English', { timeout: 300_000 }, async () => {
    const walk = new LinkWalk(servers.portal.origin, servers.platform.origin);
    for (const path of PAGES) expect(await walk.readPage(path), path).toBe(200);
    // The walk saw the pages' navigation in both languages and the operator's hosts, not an empty page.
    expect(walk.links('portal').some((link) => link.url.endsWith('/en/vsechny-hry'))).toBe(true);
    expect(walk.links('platform').length).toBeGreaterThan(0);
    const elsewhere = walk.links('elsewhere').map((link) => link.url);
    console.info(`link walk: ${walk.links().length} links, not fetched (other hosts): ${elsewhere.join(', ') || 'none'}`);
    const broken = await walk.broken();
    expect(broken.map((link) => `${link.status} ${link.url} (on ${link.on.join(', ')})`)).toEqual([]);
  });
});
