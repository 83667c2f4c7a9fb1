// The pages of core's table that later slices build: a valid route (so not a 404) that says so and
// keeps search engines away until it has content.
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';

export const meta = () => [{ name: 'robots', content: 'noindex' }];

export default function UpcomingPage() {
  const { t } = useLingui();
  return (
    <section className="casino-upcoming">
      <title>{t`Připravujeme`}</title>
      <h1>
        <Trans>Připravujeme</Trans>
      </h1>
      <p>
        <Trans>Na této stránce pracujeme. Zatím si vyberte hru v lobby.</Trans>
      </p>
    </section>
  );
}
