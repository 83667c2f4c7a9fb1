// The promotions a logged-in player's badge and opt-in buttons count (part 1 §4–§5, part 2 §2): the
// server renders what a visitor sees, so once auth says a player is logged in the runtime fetches
// the promotions once per page and hands the bonuses machine their audience and opt-in keys — at
// each login, since the bonuses machine starts with the login and stops at the logout. A fetch that
// fails leaves the badge counting the bonuses alone; the next login on the page tries again.
import { Effect } from 'effect';
import { ContentApi } from '@casino/api-clients';
import type { bonuses } from '@casino/machines';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';

type PromotionKeys = NonNullable<bonuses.BonusesInput['promotions']>;

export const syncPlayerPromotions = (runtime: PortalRuntime, system: PortalSystem): (() => void) => {
  const auth = system.get(SystemId.auth);
  const loggedIn = () => auth.getSnapshot().matches('authenticated');
  let promotions: Promise<PromotionKeys> | null = null;
  const fetchPromotions = (): Promise<PromotionKeys> =>
    runtime.api.run(
      ContentApi.use((content) => content.promotions()).pipe(
        Effect.map((all) =>
          all
            .filter((promotion) => promotion.status !== 'Archived')
            .map(({ id, templateCode, tagName, visibleTo }) => ({ id, templateCode, tagName, visibleTo })),
        ),
      ),
    );
  /** The session holds the bonuses machine while the player is logged in: this read is the same one. */
  const deliver = async (keys: PromotionKeys) => {
    if (!loggedIn()) return;
    const bonusesMachine = await system.open(SystemId.bonuses);
    bonusesMachine.actor.send({ type: 'bonuses.sync', promotions: keys });
    bonusesMachine.close();
  };
  const sync = () => {
    const fetching = (promotions ??= fetchPromotions());
    fetching.then(
      (keys) => deliver(keys).catch((error: unknown) => console.warn('promotions: the bonuses machine could not be opened', error)),
      () => {
        if (promotions === fetching) promotions = null;
      },
    );
  };
  if (loggedIn()) sync();
  const authenticated = auth.on('auth.authenticated', sync);
  return () => authenticated.unsubscribe();
};
