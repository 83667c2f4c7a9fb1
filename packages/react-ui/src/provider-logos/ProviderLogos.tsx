// Game providers as a sideways row of logos: the light logo on the light theme, the dark one on the
// dark theme (both are in the page; CSS shows one, and a hidden lazy image is never fetched).
import { useId } from 'react';
import './provider-logos.css';

export interface ProviderLogoView {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  readonly logoLightUrl: string;
  readonly logoDarkUrl: string;
  readonly width: number;
  readonly height: number;
}

export interface ProviderLogosProps {
  readonly title: string;
  readonly providers: readonly ProviderLogoView[];
  readonly moreHref?: string;
  readonly moreLabel?: string;
}

export function ProviderLogos({ title, providers, moreHref, moreLabel }: ProviderLogosProps) {
  const headingId = useId();
  return (
    <section className="casino-widget casino-provider-logos" aria-labelledby={headingId}>
      <div className="casino-provider-logos__head">
        <h2 className="casino-provider-logos__title" id={headingId}>
          {title}
        </h2>
        {moreHref && moreLabel ? (
          <a className="casino-provider-logos__more casino-tap-line" href={moreHref}>
            {moreLabel}
          </a>
        ) : null}
      </div>
      <ul className="casino-scroll-row casino-provider-logos__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className="casino-provider-logos__card" href={provider.href} aria-label={provider.name}>
              <img
                className="casino-provider-logos__logo casino-provider-logos__logo--light"
                src={provider.logoLightUrl}
                width={provider.width}
                height={provider.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <img
                className="casino-provider-logos__logo casino-provider-logos__logo--dark"
                src={provider.logoDarkUrl}
                width={provider.width}
                height={provider.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
