// The address of the page a request is for. A client navigation asks for its page's loader data at
// `/x.data` (`/x/_.data` for `/x/`) with `_routes` naming the loaders it wants (React Router's single
// fetch); the loaders of that request must still see `/x`, or canonicals, redirects, the language
// switch and the preview prefix come out with `.data` in them. A document request is its own address.
const DATA_SUFFIX = '.data';
const SLASH_DATA_SUFFIX = `/_${DATA_SUFFIX}`;

export const pageAddressOf = (requestUrl: URL): URL => {
  const url = new URL(requestUrl);
  const { pathname } = url;
  if (pathname.endsWith(SLASH_DATA_SUFFIX)) url.pathname = pathname.slice(0, -SLASH_DATA_SUFFIX.length + 1);
  else if (pathname.endsWith(DATA_SUFFIX)) url.pathname = pathname.slice(0, -DATA_SUFFIX.length);
  else return url;
  if (url.searchParams.has('_routes')) url.searchParams.delete('_routes');
  return url;
};
