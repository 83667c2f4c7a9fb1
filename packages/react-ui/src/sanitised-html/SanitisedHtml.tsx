// CMS HTML that the portal's server already sanitised (sanitizeCmsHtml, the one sanitiser): this
// component never cleans anything itself and must only ever get that sanitiser's output.
import './sanitised-html.css';

export interface SanitisedHtmlProps {
  /** Output of the server's sanitizeCmsHtml, nothing else. */
  readonly sanitizedHtml: string;
  /** A card on the surface colour (a lobby's HTML widget) instead of a page's text column. */
  readonly card?: boolean;
  readonly className?: string;
}

export function SanitisedHtml({ sanitizedHtml, card = false, className }: SanitisedHtmlProps) {
  const classes = ['casino-sanitised-html', card ? 'casino-sanitised-html--card' : null, className].filter(Boolean).join(' ');
  return <div className={classes} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
