// Finding 8: ids that are JavaScript object keys (constructor, toString, __proto__) must be looked
// up as the platform's own keys: unknown ids answer 404, never 200 with an inherited function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, loginAs } from '../support/http-client.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld() });
});
afterAll(() => platform.close());

const KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('look-ups by own keys only', () => {
  for (const key of KEYS) {
    it(`answers 404 for the id ${key} on every id route`, async () => {
      const client = createCookieClient(platform.origin);
      await loginAs(client, 'demo');
      for (const path of [
        `/api/seo/${key}`,
        `/api/games/${key}/details`,
        `/api/providers/launch?provider=${key}`,
        `/gateway/pams/api/v2/player/bonusDetails?bonusId=${key}`,
        `/content/Promotions/${key}`,
        `/api/pages/${key}`,
      ]) {
        const response = await client.fetch(path);
        expect(response.status, path).toBe(404);
      }
      const rule = await client.json<{ redirect: unknown }>(`/api/route-rules?path=${key}`);
      expect(rule.body).toEqual({ redirect: null });
    });
  }
});
