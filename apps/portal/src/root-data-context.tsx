// The root's data of a render that ran no loader (entry.server.tsx: an address React Router matched
// no route of, a method it does not take): the data the server made for it, written into the
// document for the browser's hydration, so that the error page has its words, its language and the
// support link. root.tsx's Layout reads it where the root loader's is missing and hands either on
// (`useRootData()`, chrome/portal-system-provider.tsx).
import { createContext, useContext } from 'react';
import type { RootData } from './root-data.ts';

/** Set by the server's render when the root's loader did not run. */
export const RootDataWithoutLoaderContext = createContext<RootData | null>(null);

const DOCUMENT_DATA_ID = 'casino-root-data';

let fromDocument: RootData | null | undefined;

/** What the server wrote into the document when the root's loader did not run (read once: it never changes). */
const rootDataOfDocument = (): RootData | null => {
  if (typeof document === 'undefined') return null;
  if (fromDocument === undefined) {
    const text = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
    fromDocument = text ? (JSON.parse(text) as RootData) : null;
  }
  return fromDocument;
};

/** The root loader's data, else the server's for a render without it (in the browser: from the document). */
export const useDocumentRootData = (loaderData: RootData | undefined): { readonly data: RootData | null; readonly withoutLoader: boolean } => {
  const withoutLoader = useContext(RootDataWithoutLoaderContext);
  if (loaderData !== undefined) return { data: loaderData, withoutLoader: false };
  const data = withoutLoader ?? rootDataOfDocument();
  return { data, withoutLoader: data !== null };
};

/** The data of a render without the root's loader, for the browser's hydration (JSON, never run; `<` escaped so it cannot close the element). */
export function RootDataOfDocument({ data }: { readonly data: RootData }) {
  return <script id={DOCUMENT_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll('<', '\\u003c') }} />;
}
