// A game's code written against its name: codes that start with the slug of the game's name (the
// usual case) leave that part out (`~` marks it), so a list of games carries each code's own part
// only. The all-games pages' compact lists (lobby/compact-games.ts) and the filters panel's
// catalogue (filters/filters-catalogue.wire.ts) write codes this way.
const DERIVED = '~';
/** Marks a code that merely starts with one of the markers. */
const LITERAL = '`';
/** Lower-case ASCII words joined by hyphens: 'Book of Dead' → 'book-of-dead'. */
export const nameSlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const encodeCodeAgainstName = (code: string, name: string): string => {
  const slug = nameSlug(name);
  if (slug !== '' && code.startsWith(slug)) return `${DERIVED}${code.slice(slug.length)}`;
  return code.startsWith(DERIVED) || code.startsWith(LITERAL) ? `${LITERAL}${code}` : code;
};

export const decodeCodeAgainstName = (encoded: string, name: string): string =>
  encoded.startsWith(DERIVED) ? `${nameSlug(name)}${encoded.slice(DERIVED.length)}` : encoded.startsWith(LITERAL) ? encoded.slice(LITERAL.length) : encoded;
