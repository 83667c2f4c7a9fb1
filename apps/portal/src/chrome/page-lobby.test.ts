// The chrome's lobby: the address's unless a matched page names one from its data, the deepest first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routePath, type Lobby } from '@casino/core';
import { lobbyOfAddress, pageLobby, type LobbyHandle } from './page-lobby.ts';

const naming = (lobby: Lobby | null): LobbyHandle => ({ lobbyOf: () => lobby });
const anyHandle = fc.oneof(fc.constant(undefined), fc.constant({ breadcrumb: 'x' }), fc.constantFrom<Lobby | null>('casino', 'live', null).map(naming));
const paths = fc.constantFrom('/', '/kasino-zive', '/kasino-zive/vsechny-hry', '/vsechny-hry', '/en/kasino-zive', '/hra/blackjack-vip-praha', '/vyrobci');

describe('the lobby of a page', () => {
  it('is the live casino for its addresses and the casino for the rest', () => {
    expect(lobbyOfAddress('/kasino-zive')).toBe('live');
    expect(lobbyOfAddress('/en/kasino-zive/vsechny-hry')).toBe('live');
    expect(lobbyOfAddress('/vsechny-hry')).toBe('casino');
    expect(lobbyOfAddress(routePath('preview-games-game', { game: 'blackjack-vip-praha' }))).toBe('casino');
  });

  it('is what the deepest page naming one says, else the address', () => {
    fc.assert(
      fc.property(paths, fc.array(anyHandle, { maxLength: 4 }), (pathname, handles) => {
        const matches = handles.map((handle) => ({ handle, loaderData: {} }));
        const named = [...handles]
          .reverse()
          .map((handle) => (handle !== undefined && 'lobbyOf' in handle ? handle.lobbyOf({}) : null))
          .find((lobby) => lobby !== null);
        expect(pageLobby(pathname, matches)).toBe(named ?? lobbyOfAddress(pathname));
      }),
    );
  });

  it('hands each page its own loader data', () => {
    const handle: LobbyHandle = { lobbyOf: (data) => ((data as { live: boolean }).live ? 'live' : null) };
    expect(pageLobby('/hra/blackjack-vip-praha', [{ handle, loaderData: { live: true } }])).toBe('live');
    expect(pageLobby('/hra/book-of-dead', [{ handle, loaderData: { live: false } }])).toBe('casino');
  });
});
