// Bonuses on the gateway: the player's bonuses and gaming bonuses, bonus details, and opting in to
// and out of bonus templates. Accepting or declining goes through the platform script.
import { Hono } from 'hono';
import { GatewayPath } from '@casino/core';
import type { GamingBonusesResponse, OptedInBonusTemplatesResponse, PlayerBonusesResponse } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { badRequest, notFound, readJsonBody, stringField } from '../http/json-body.ts';
import { currentBonuses, isCurrentBonusStatus, optIn, optOut } from '../state/player-state.ts';
import type { GatewayEnv } from './gateway-session.ts';
import { ownValue } from '../http/own-key.ts';

/** statusFilter 'current' (the default) leaves out finished bonuses; 'all' keeps everything. */
const wantsAll = (filters: readonly string[]) => filters.some((filter) => filter.toLowerCase() === 'all');

export const gatewayBonusRoutes = (_ctx: PlatformContext) => {
  const app = new Hono<GatewayEnv>();

  app.get(GatewayPath.bonuses, (c) => {
    const state = c.get('player');
    const bonuses = wantsAll(c.req.queries('statusFilter') ?? []) ? state.bonuses : currentBonuses(state);
    return c.json({ bonuses } satisfies PlayerBonusesResponse);
  });

  app.post(GatewayPath.gamingBonuses, async (c) => {
    const body = await readJsonBody(c);
    const filter = stringField(body, 'statusFilter') ?? 'current';
    const all = c.get('player').player.gamingBonuses;
    const bonuses = wantsAll([filter]) ? all : all.filter((bonus) => isCurrentBonusStatus(bonus.bonusStatus));
    return c.json({ bonuses } satisfies GamingBonusesResponse);
  });

  app.get(GatewayPath.bonusDetails, (c) => {
    const bonusId = c.req.query('bonusId');
    if (!bonusId) return badRequest(c, 'bonusId is required');
    const details = ownValue(c.get('player').player.bonusDetails, bonusId);
    return details ? c.json(details) : notFound(c, `No bonus ${bonusId}`);
  });

  app.get(GatewayPath.optedInBonusTemplates, (c) =>
    c.json({ bonusTemplateOptIns: c.get('player').bonusTemplateOptIns } satisfies OptedInBonusTemplatesResponse),
  );

  for (const [path, change] of [
    [GatewayPath.optInToBonusTemplate, optIn],
    [GatewayPath.optOutFromBonusTemplate, optOut],
  ] as const) {
    app.post(path, async (c) => {
      const templateCode = stringField(await readJsonBody(c), 'templateCode');
      if (!templateCode) return badRequest(c, 'templateCode is required');
      const state = c.get('player');
      change(state, templateCode);
      return c.json({ bonusTemplateOptIns: state.bonusTemplateOptIns } satisfies OptedInBonusTemplatesResponse);
    });
  }

  return app;
};
