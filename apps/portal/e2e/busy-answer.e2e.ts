// A full render queue, against the built portal: a refused request is answered at once with 503,
// Retry-After, no-store and a short plain text in its page's language (src/html/busy-answer.server.ts,
// whose Lingui words only the build compiles), and nothing is rendered for it. A portal with one
// render at a time and no waiting room is held busy by a lobby whose live winners the platform
// answers late (its body, which holds the turn, ends with them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, FrontendApiPath } from '@casino/core';
import { startServers, SMOKE_SEED, type SmokeServers } from './support/servers.ts';

const WINNERS_LATE_MS = 4_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let servers: SmokeServers;
beforeAll(async () => {
  servers = await startServers({ seed: SMOKE_SEED, size: 300, testSwitches: true }, { renderQueue: { concurrent: 1, queued: 0 } });
});
afterAll(async () => {
  await servers.close();
});

describe('a full render queue', () => {
  it("answers 503 with Retry-After and a short text in the page's language, without rendering", async () => {
    servers.platform.faults.add({ path: BasePath.frontendApi + FrontendApiPath.liveWinners, latencyMs: WINNERS_LATE_MS, times: 1 });
    // A browser's user agent: a bot would get the whole document at once, after the winners.
    const held = await fetch(`${servers.portal.origin}/`, { headers: { 'User-Agent': BROWSER } });
    expect(held.status).toBe(200);
    const started = performance.now();
    const czech = await fetch(`${servers.portal.origin}/jackpoty`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const english = await fetch(`${servers.portal.origin}/en`);
    // Refused at once, not after the held render.
    expect(performance.now() - started).toBeLessThan(WINNERS_LATE_MS / 2);
    for (const [answer, locale, words] of [
      [czech, 'cs', /přetížené/],
      [english, 'en', /overloaded/],
    ] as const) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('1');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(answer.headers.get('Content-Language')).toBe(locale);
      const text = await answer.text();
      expect(text).toMatch(words);
      expect(text).not.toMatch(/<|__reactRouter/);
    }
    // The held page ends with its winners, and the portal renders again.
    expect(await held.text()).toContain('</html>');
    expect((await fetch(`${servers.portal.origin}/en`)).status).toBe(200);
  });
});
