// The live lobby's feed with its real adapters: the hub connection reaches the demo platform's
// SignalR hub, `init` fills the table store and updates keep arriving; stopping the lobby closes
// the connection (the page closes its machine on demand).
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { hubConnection, liveTables } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { PageMachineId } from './root/on-demand-table.ts';
import { openBrowser, useDemoPlatform, startSystem } from './testing/runtime-harness.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started), { realtime: { updateIntervalMs: 50 } });

describe('live lobby against the demo platform', () => {
  it('connects, receives every table, merges updates, and disconnects when the page goes', async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    const games = platform.world.games.filter((game) => game.type === 'Live' || game.type === 'Table');
    const opened = await system.open(PageMachineId.liveLobby, { games });
    const lobby = opened.actor;
    await waitFor(lobby.hub, (state) => hubConnection.connect(state).status === 'Connected', { timeout: 15_000 });
    const live = await waitFor(lobby.tables, (state) => state.matches('live'), { timeout: 15_000 });
    expect(live.context.tables.length).toBe(platform.world.liveTables.length);
    const view = liveTables.connect(live);
    expect(view.games.length).toBe(games.length);
    expect(view.openTables).toBeGreaterThan(0);
    await waitFor(lobby.tables, (state) => state.context.updates > 0, { timeout: 15_000 });
    opened.close();
    expect(lobby.hub.getSnapshot().status).toBe('stopped');
    expect(system.runningOnDemand()).toEqual([]);
    system.stop();
  });
});
