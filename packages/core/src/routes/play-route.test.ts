import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { playRouteName, playRoutePath } from './play-route.ts';
import { isPlayRoute } from './route-kinds.ts';

describe('playRoutePath (part 2 §4)', () => {
  it.each([
    { gameCode: 'bookofdead', mode: 'real', options: {}, path: '/play/bookofdead/real' },
    { gameCode: 'bookofdead', mode: 'demo', options: {}, path: '/play/bookofdead/demo' },
    { gameCode: 'bookofdead', mode: 'demo', options: { preview: true }, path: '/preview/play/bookofdead/demo' },
    { gameCode: 'book of dead', mode: 'real', options: { locale: 'en' }, path: '/en/play/book%20of%20dead/real' },
  ] as const)('$gameCode $mode $options → $path', ({ gameCode, mode, options, path }) => {
    expect(playRoutePath(gameCode, mode, options)).toBe(path);
  });

  it('real play needs a player, demo does not', () => {
    expect(playRouteName('real')).toBe('preview-play-game-real');
    expect(playRouteName('demo')).toBe('preview-play-game-demo');
    expect(matchRoute('/play/x/real')?.auth).toBe('user');
    expect(matchRoute('/play/x/demo')?.auth).not.toBe('user');
  });

  it('the path matches back to a play route with the same game', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('real', 'demo' as const), fc.boolean(), (gameCode, mode, preview) => {
        const match = matchRoute(playRoutePath(gameCode, mode, { preview }));
        expect(match).not.toBeNull();
        expect(isPlayRoute(match!.name)).toBe(true);
        expect(match!.params['game']).toBe(gameCode);
        expect(match!.preview).toBe(preview);
      }),
    );
  });
});
