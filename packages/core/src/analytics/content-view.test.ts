import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/match-route.ts';
import { contentViewEvent } from './content-view.ts';

describe('contentViewEvent (part 2 §2 route-change tracker)', () => {
  it('reports the route name without the preview- prefix, with path, params and query', () => {
    expect(
      contentViewEvent({ fullPath: '/vyrobci/netent?sort=az', routeName: 'preview-providers-slug', params: { slug: 'netent' }, query: { sort: 'az' } }),
    ).toEqual({ event: 'content_view', full_path: '/vyrobci/netent?sort=az', route_name: 'providers-slug', params: { slug: 'netent' }, query: { sort: 'az' } });
  });

  it.each([
    ['preview', 'preview'],
    ['preview-live-casino-user-my-games', 'live-casino-user-my-games'],
    ['winners-redirect', 'winners-redirect'],
    [undefined, 'error'],
    [null, 'error'],
    [Symbol('x'), 'error'],
    [404, 'error'],
  ])('route name %s → %s', (routeName, expected) => {
    expect(contentViewEvent({ fullPath: '/x', routeName, params: {}, query: {} }).route_name).toBe(expected);
  });

  it('drops a falsy preview flag and keeps a true one', () => {
    for (const preview of [false, '', null, undefined]) {
      const event = contentViewEvent({ fullPath: '/zanr', routeName: 'preview-collections', params: { preview }, query: {}, preview });
      expect(event).not.toHaveProperty('preview');
      expect(event.params).not.toHaveProperty('preview');
    }
    const event = contentViewEvent({ fullPath: '/preview/zanr', routeName: 'preview-collections', params: { preview: 'preview' }, query: {}, preview: true });
    expect(event.preview).toBe(true);
    expect(event.params).toEqual({ preview: 'preview' });
  });

  it('for every matched path the reported name never starts with preview-', () => {
    const path = fc.constantFrom('/', '/vyrobci/x', '/preview/kasino-zive/vsechny-hry', '/en/hra/y', '/play/z/real', '/nothing');
    fc.assert(
      fc.property(path, (fullPath) => {
        const match = matchRoute(fullPath);
        const event = contentViewEvent({ fullPath, routeName: match?.name, params: match?.params ?? {}, query: {}, preview: match?.preview ?? false });
        expect(event.route_name.startsWith('preview-')).toBe(false);
        expect(event.route_name === 'error').toBe(match === null);
        expect('preview' in event).toBe(match?.preview === true);
      }),
    );
  });
});
