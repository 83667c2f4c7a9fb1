// A provider's logo in the theme's variant: both images are in the page and CSS shows the one that
// fits the theme on <html data-theme> (and the device's preference under `system`), so a theme
// switch needs no re-render and the server's HTML is already right. The hidden one is lazy and
// display:none, so browsers do not fetch it.
import './provider-logo.css';

export interface LogoImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface ProviderLogoProps {
  /** The logo for the light theme (dark ink). */
  readonly light: LogoImage;
  /** The logo for the dark theme (light ink). */
  readonly dark: LogoImage;
  /** Empty when the provider's name is next to the logo (decorative). */
  readonly alt: string;
  readonly eager?: boolean;
  readonly size?: 'card' | 'header';
}

export function ProviderLogo({ light, dark, alt, eager = false, size = 'card' }: ProviderLogoProps) {
  const loading = eager ? 'eager' : 'lazy';
  return (
    <span className={`casino-provider-logo casino-provider-logo--${size}`}>
      <img className="casino-provider-logo__light" src={light.src} width={light.width} height={light.height} alt={alt} loading="lazy" decoding="async" />
      <img className="casino-provider-logo__dark" src={dark.src} width={dark.width} height={dark.height} alt={alt} loading={loading} decoding="async" />
    </span>
  );
}
