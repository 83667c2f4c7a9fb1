// CMS HTML that the portal's server already sanitised (sanitizeCmsHtml, the one sanitiser): this
// component never cleans anything itself and must only ever get that sanitiser's output.
import './cms-html.css';

export interface CmsHtmlProps {
  /** Output of the server's sanitizeCmsHtml, nothing else. */
  readonly sanitizedHtml: string;
  readonly className?: string;
}

export function CmsHtml({ sanitizedHtml, className }: CmsHtmlProps) {
  return <div className={className ? `casino-cms-html ${className}` : 'casino-cms-html'} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
