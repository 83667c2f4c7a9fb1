// The four demo accounts and what each demonstrates.
import { HEAVY_PLAY_ROUNDS, MIN_PLAYED_ROUNDS, WAITING_MESSAGE_TYPES } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, generateWorld } from './index.ts';

const world = generateWorld();
const player = (username: string) => {
  const found = world.players.find((p) => p.username === username);
  if (!found) throw new Error(`no player ${username}`);
  return found;
};
const codes = new Set(world.games.map((g) => g.gameCode));

describe('demo accounts', () => {
  it('are demo, novy, vylouceny, limit and overeni, all with password demo', () => {
    expect(world.players.map((p) => [p.username, p.password])).toEqual([
      ['demo', 'demo'],
      ['novy', 'demo'],
      ['vylouceny', 'demo'],
      ['limit', 'demo'],
      ['overeni', 'demo'],
    ]);
    for (const p of world.players) {
      expect(p.info.username).toBe(p.username);
      expect(p.overview.username).toBe(p.username);
      expect(p.description.length).toBeGreaterThan(10);
    }
    expect(new Set(world.players.map((p) => p.info.userId)).size).toBe(5);
  });

  it('demo has CZK balances incl. casino_gaming and a first-login time before now', () => {
    const demo = player('demo');
    expect(demo.balances.map((b) => b.type)).toContain('casino_gaming');
    expect(demo.balances.every((b) => b.currencyCode === 'CZK')).toBe(true);
    expect(demo.overview.balances).toEqual(demo.balances);
    expect(Date.parse(demo.overview.firstLoginTimestampZoned ?? '')).toBeLessThan(Date.parse(DEFAULT_NOW));
  });

  it('demo has gaming bonuses of every type with selected games in all three forms', () => {
    const demo = player('demo');
    expect(new Set(demo.gamingBonuses.map((b) => b.bonusType))).toEqual(new Set(['freespins', 'freespins2', 'goldenchips']));
    const selected = demo.gamingBonuses.flatMap((b) => b.selectedGames);
    expect(selected.some((s) => typeof s === 'string')).toBe(true);
    expect(selected.some((s) => typeof s === 'object' && s.codeName)).toBe(true);
    expect(selected.some((s) => typeof s === 'object' && s.gameType)).toBe(true);
    // A game with both free spins and golden chips shows that free spins take priority.
    const free = new Set(
      demo.gamingBonuses.filter((b) => b.bonusType !== 'goldenchips' && /^(active|accepted)$/i.test(b.bonusStatus)).flatMap((b) => b.selectedGames),
    );
    const golden = demo.gamingBonuses
      .filter((b) => b.bonusType === 'goldenchips')
      .flatMap((b) => b.selectedGames.map((s) => (typeof s === 'string' ? s : s.gameType)));
    expect(golden.some((code) => free.has(code ?? ''))).toBe(true);
    // Ignored by the aggregation: a pending bonus and a zero-remaining one.
    expect(demo.gamingBonuses.some((b) => b.bonusStatus === 'pending')).toBe(true);
    expect(demo.gamingBonuses.some((b) => b.freeSpinsCountRemaining === 0)).toBe(true);
  });

  it('demo has player bonuses accepted, active and pending, each with details', () => {
    const demo = player('demo');
    const statuses = new Set(demo.bonuses.map((b) => b.status.toLowerCase()));
    for (const status of ['accepted', 'active', 'pending']) expect(statuses).toContain(status);
    expect(demo.bonuses.some((b) => b.playType === 'cash')).toBe(true);
    for (const bonus of demo.bonuses) expect(demo.bonusDetails[bonus.id]?.bonus.templateCode).toBe(bonus.templateCode);
  });

  it('demo is opted into a promotion by template code and another by tag', () => {
    const demo = player('demo');
    const templates = new Set(world.promotions.map((p) => p.templateCode));
    const tags = new Set(world.promotions.map((p) => p.tagName));
    expect(demo.bonusTemplateOptIns.length).toBeGreaterThan(0);
    expect(demo.tagNameOptIn.length).toBeGreaterThan(0);
    for (const optIn of demo.bonusTemplateOptIns) expect(templates).toContain(optIn.templateCode);
    for (const optIn of demo.tagNameOptIn) expect(tags).toContain(optIn.name);
  });

  it('demo has ~12 favourites incl. live ones, heavy and light played games, and results incl. zero wins', () => {
    const demo = player('demo');
    expect(demo.favourites).toHaveLength(12);
    expect(new Set(demo.favourites).size).toBe(12);
    const live = new Set(world.games.filter((g) => g.type === 'Live' || g.type === 'Table').map((g) => g.gameCode));
    expect(demo.favourites.some((code) => live.has(code))).toBe(true);
    expect(demo.favourites.some((code) => !live.has(code))).toBe(true);
    expect(demo.playerGames.some((r) => r.gameRoundCount >= HEAVY_PLAY_ROUNDS)).toBe(true);
    expect(demo.playerGames.some((r) => r.gameRoundCount >= MIN_PLAYED_ROUNDS && r.gameRoundCount < HEAVY_PLAY_ROUNDS)).toBe(true);
    expect(demo.gameResults.some((r) => r.win === 0)).toBe(true);
    expect(demo.gameResults.some((r) => r.win > 0)).toBe(true);
    const times = demo.gameResults.map((r) => Date.parse(r.datetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((t) => t < Date.parse(DEFAULT_NOW) && t > Date.parse(DEFAULT_NOW) - 31 * 86_400_000)).toBe(true);
    for (const result of demo.gameResults) expect(world.games.find((g) => g.gameCode === result.gameType)?.name).toBe(result.gameName);
    for (const code of demo.personalisedGames) expect(codes).toContain(code);
  });

  it('novy has nothing yet', () => {
    const novy = player('novy');
    expect(novy.balances).toEqual([{ type: 'casino_gaming', amount: 0, currencyCode: 'CZK' }]);
    for (const list of [novy.bonuses, novy.gamingBonuses, novy.favourites, novy.playerGames, novy.gameResults, novy.bonusTemplateOptIns, novy.tagNameOptIn])
      expect(list).toEqual([]);
    expect(novy.waitingMessages).toEqual({});
  });

  it('vylouceny is self-excluded from Casino with a redirection URL', () => {
    const excluded = player('vylouceny');
    expect(excluded.selfExclusionRedirectUrl).toBeTruthy();
    expect(excluded.overview.selfExclusion?.productSettings).toEqual([
      expect.objectContaining({ product: 'Casino', selfExclusionReasonCode: expect.any(String) }),
    ]);
  });

  it('limit has pending limits and waiting messages of several types incl. limits cool-off and login', () => {
    const limit = player('limit');
    expect(limit.hasPendingLimits).toBe(true);
    const types = Object.keys(limit.waitingMessages);
    expect(types).toEqual(expect.arrayContaining(['rg:limits-cool-off', 'login']));
    expect(types.length).toBeGreaterThanOrEqual(3);
    for (const type of types) {
      expect(WAITING_MESSAGE_TYPES).toContain(type);
      for (const message of limit.waitingMessages[type as keyof typeof limit.waitingMessages] ?? []) expect(message.type).toBe(type);
    }
  });

  it('overeni alone asks for a second factor: an SMS code to a masked number', () => {
    expect(world.players.filter((p) => p.secondFactor !== null).map((p) => p.username)).toEqual(['overeni']);
    const factor = player('overeni').secondFactor;
    expect(factor?.code).toMatch(/^[0-9]{6}$/);
    expect(factor?.destination).toContain('***');
    expect(factor?.destination).not.toBe(player('overeni').info.phone);
  });
});
