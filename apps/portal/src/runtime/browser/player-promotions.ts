// The promotions a logged-in player's badge and opt-in buttons count (part 1 §4–§5, part 2 §2): the
// server renders what a visitor sees, so once auth says a player is logged in the runtime fetches
// the promotions once per page and hands the bonuses machine their audience and opt-in keys. A
// fetch that fails leaves the badge counting the bonuses alone; the next login on the page tries again.
import { Effect } from 'effect';
import { ContentApi } from '@casino/api-clients';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';

export const syncPlayerPromotions = (runtime: PortalRuntime, system: PortalSystem): (() => void) => {
  const auth = system.get(SystemId.auth);
  let synced = false;
  const sync = () => {
    if (synced) return;
    synced = true;
    void runtime.api
      .run(
        ContentApi.use((content) => content.promotions()).pipe(Effect.map((promotions) => promotions.filter((promotion) => promotion.status !== 'Archived'))),
      )
      .then(
        (promotions) =>
          system.get(SystemId.bonuses).send({
            type: 'bonuses.sync',
            promotions: promotions.map(({ id, templateCode, tagName, visibleTo }) => ({ id, templateCode, tagName, visibleTo })),
          }),
        () => {
          synced = false;
        },
      );
  };
  if (auth.getSnapshot().matches('authenticated')) sync();
  const authenticated = auth.on('auth.authenticated', sync);
  return () => authenticated.unsubscribe();
};
