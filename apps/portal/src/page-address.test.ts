// Issue 21, finding 1: a client navigation asks for `/x.data` (React Router's single fetch), and a
// loader that read that address wrote it into canonicals and redirects. The page's address is the
// document's: the data suffix and the `_routes` parameter are React Router's, not the page's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageAddressOf } from './page-address.ts';

/** The data URL React Router's client asks for a page (its singleFetchUrl and `_routes`). */
const dataUrlOf = (page: URL, routes: string | null): URL => {
  const url = new URL(page);
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  if (routes !== null) url.searchParams.set('_routes', routes);
  return url;
};

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const pagePath = fc
  .array(segment, { maxLength: 4 })
  .chain((segments) => fc.boolean().map((trailing) => (segments.length === 0 ? '/' : `/${segments.join('/')}${trailing ? '/' : ''}`)));
const query = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/), { maxKeys: 3 });

describe('the page address of a request', () => {
  it('is the document address for its data request, whatever the path and query', () => {
    fc.assert(
      fc.property(pagePath, query, fc.option(fc.constantFrom('root', 'root,routes/lobby', 'routes/catalogue/x')), (path, params, routes) => {
        const page = new URL(`http://portal.test${path}`);
        for (const [key, value] of Object.entries(params)) page.searchParams.set(key, value);
        expect(pageAddressOf(dataUrlOf(page, routes)).href).toBe(page.href);
        // A document request is its own address.
        expect(pageAddressOf(page).href).toBe(page.href);
      }),
    );
  });

  it('reads the examples of the finding', () => {
    expect(pageAddressOf(new URL('http://portal.test/promo-bonusy.data')).pathname).toBe('/promo-bonusy');
    expect(pageAddressOf(new URL('http://portal.test/_.data?_routes=root')).href).toBe('http://portal.test/');
    expect(pageAddressOf(new URL('http://portal.test/vsechny-hry.data?lang=en')).href).toBe('http://portal.test/vsechny-hry?lang=en');
    expect(pageAddressOf(new URL('http://portal.test/preview.data')).pathname).toBe('/preview');
  });
});
