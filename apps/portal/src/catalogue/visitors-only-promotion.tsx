// The page of a promotion for visitors only (a welcome offer for registering) as a logged-in player
// opens it by its address: its title and the way back, and words saying it is not theirs, in place of
// the article whose offer and games they cannot take (core's audience rule, part 1 §6).
import { useLingui } from '@lingui/react/macro';
import { Notice, PageHeader } from '@casino/react-ui';

export function VisitorsOnlyPromotion({ id, title, backHref }: { readonly id: string; readonly title: string; readonly backHref: string }) {
  const { t } = useLingui();
  return (
    <article className="casino-catalogue-article" data-promotion={id} data-visitors-only="">
      <PageHeader title={title} backHref={backHref} backLabel={t`Všechny akce`} />
      <Notice
        message={t`Tato akce je pro návštěvníky, kteří u nás ještě nemají účet. Jako přihlášený hráč se do ní zapojit nemůžete.`}
        actionHref={backHref}
        actionLabel={t`Zobrazit akce pro hráče`}
      />
    </article>
  );
}
