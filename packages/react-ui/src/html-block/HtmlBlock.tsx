// CMS HTML that the portal's server has already sanitised (sanitizeCmsHtml): nothing else may be
// passed here.
import './html-block.css';

export interface HtmlBlockProps {
  /** The sanitiser's output, never raw CMS HTML. */
  readonly sanitisedHtml: string;
}

export function HtmlBlock({ sanitisedHtml }: HtmlBlockProps) {
  return <div className="casino-html-block" dangerouslySetInnerHTML={{ __html: sanitisedHtml }} />;
}
