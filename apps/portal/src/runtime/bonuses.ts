// bonuses: the confirmation through the platform script (a refusal is a failure), template opt-in
// and opt-out and the tag opt-in through the gateway, the popup click into the data layer.
import { Effect } from 'effect';
import { Gateway, PlatformScript } from '@casino/api-clients';
import { bonuses } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';
import { refused } from './refused.ts';

export const provideBonuses = (runtime: PortalRuntime) =>
  bonuses.bonusesMachine.provide({
    actors: {
      confirmBonus: clientCall<void, bonuses.ConfirmBonusInput>(runtime, ({ bonusId, action }) =>
        PlatformScript.use((platform) => platform.confirmBonus(bonusId, action)).pipe(
          Effect.flatMap((ok) => (ok ? Effect.void : Effect.fail(refused('PlatformScript.confirmBonus')))),
        ),
      ),
      optInToTemplate: clientCall<void, bonuses.TemplateOptInput>(runtime, ({ templateCode }) =>
        Gateway.use((gateway) => gateway.optInToBonusTemplate(templateCode)),
      ),
      optOutFromTemplate: clientCall<void, bonuses.TemplateOptInput>(runtime, ({ templateCode }) =>
        Gateway.use((gateway) => gateway.optOutFromBonusTemplate(templateCode)),
      ),
      optInToTag: clientCall<void, bonuses.TagOptInInput>(runtime, ({ tags }) => Gateway.use((gateway) => gateway.setMarketingTags(tags)).pipe(Effect.asVoid)),
    },
    actions: {
      track: (_, event) => runtime.env.track(event),
    },
  });
