// Text helpers: ASCII kebab slugs from Czech and international names.

/** The letters of Czech and its neighbours, folded; other non-ASCII letters go through NFD. */
const folded = new Map<string, string>(
  Object.entries({
    á: 'a',
    č: 'c',
    ď: 'd',
    é: 'e',
    ě: 'e',
    í: 'i',
    ň: 'n',
    ó: 'o',
    ř: 'r',
    š: 's',
    ť: 't',
    ú: 'u',
    ů: 'u',
    ý: 'y',
    ž: 'z',
    ä: 'a',
    ö: 'o',
    ü: 'u',
    ô: 'o',
    ĺ: 'l',
    ľ: 'l',
    ŕ: 'r',
    ç: 'c',
    ş: 's',
    ğ: 'g',
    ã: 'a',
    õ: 'o',
    ê: 'e',
    â: 'a',
    à: 'a',
    è: 'e',
    ñ: 'n',
    ą: 'a',
    ę: 'e',
    ł: 'l',
    ś: 's',
    ź: 'z',
    ż: 'z',
    ć: 'c',
    ń: 'n',
    ß: 'ss',
  }),
);

const foldChar = (char: string): string => {
  const known = folded.get(char);
  if (known !== undefined) return known;
  return char.normalize('NFD').replace(/[^a-z0-9]/g, '');
};

/**
 * 'Král Vikingů & Co.' → 'kral-vikingu-and-co'. One pass over the characters: slugs are made for
 * every game of worlds with tens of thousands of games.
 */
export const slugify = (text: string): string => {
  // Parts are joined once at the end: a flat string, not a rope of one-letter pieces that every
  // later map lookup by game code would have to flatten first.
  const parts: string[] = [];
  // A separator is written only between two parts, so slugs never start or end with one.
  let gap = false;
  const push = (part: string) => {
    if (gap && parts.length > 0) parts.push('-');
    parts.push(part);
    gap = false;
  };
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) push(char);
    else if (char === '&') {
      gap = true;
      push('and');
      gap = true;
    } else if (code < 128) gap = true;
    else {
      const part = foldChar(char);
      if (part === '') gap = true;
      else push(part);
    }
  }
  return parts.join('');
};
