// A promotion's opt-in for a logged-in player (part 1 §4): join it by its bonus template (or, without
// one, by its marketing tag), leave a template's again. The bonuses machine runs the call and changes
// the opt-ins only once the platform agreed (a failure is its snackbar); while any call is in flight
// the button is unavailable but keeps the keyboard's focus. A visitor, and a page whose promotions the
// runtime has not fetched yet (runtime/browser/player-promotions.ts), show nothing here.
import { useLingui } from '@lingui/react/macro';
import { bonuses } from '@casino/machines';
import { useActorView } from '../chrome/use-actor-view.ts';
import { useBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { usePlayerMachine } from '../chrome/use-player-machine.ts';
import { SystemId } from '../runtime/root/system-ids.ts';

export interface PromotionOptInProps {
  readonly id: string;
  readonly templateCode: string | null;
  readonly tagName: string | null;
}

/** Whether the machine's call in flight is this promotion's. */
const isThisOperation = (operation: bonuses.BonusesViewModel['operation'], { templateCode, tagName }: PromotionOptInProps): boolean =>
  operation !== null &&
  (operation.kind === 'tagOptIn' ? operation.tagName === tagName : operation.kind !== 'confirm' && operation.templateCode === templateCode);

export function PromotionOptIn(props: PromotionOptInProps) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const actor = usePlayerMachine(SystemId.bonuses, started);
  const view = useActorView(actor, bonuses.connect, null);
  const { id, templateCode, tagName } = props;
  const activity = view?.promotions.find((each) => each.promotion.id === id)?.activity ?? null;
  if (actor === null || view === null || activity === null || (templateCode === null && tagName === null)) return null;
  const pending = view.busy && isThisOperation(view.operation, props);
  const press = () => {
    if (view.busy) return;
    if (activity === 'active') {
      if (templateCode !== null) actor.send({ type: 'bonuses.opt-out', templateCode });
    } else if (templateCode !== null) actor.send({ type: 'bonuses.opt-in', templateCode });
    else if (tagName !== null) actor.send({ type: 'bonuses.tag-opt-in', tagName });
  };
  // A tag once joined has no way back in the spec: the player reads that they are in.
  const canLeave = activity === 'active' && templateCode !== null;
  return (
    <div className="casino-promotion-opt-in" data-promotion-activity={activity}>
      <p className="casino-promotion-opt-in__status" role="status">
        {activity === 'active' ? t`Do akce jste zapojeni.` : t`Do akce se můžete zapojit.`}
      </p>
      {activity === 'available' || canLeave ? (
        <button type="button" className="casino-promotion-opt-in__button" aria-disabled={view.busy} onClick={press}>
          {pending ? t`Čekáme na potvrzení…` : activity === 'active' ? t`Odhlásit se z akce` : t`Zapojit se do akce`}
        </button>
      ) : null}
    </div>
  );
}
