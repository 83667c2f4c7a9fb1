// Text helpers: ASCII kebab slugs from Czech and international names.

/** 'Král Vikingů & Co.' → 'kral-vikingu-and-co' */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Makes a value unique within `taken` by appending -2, -3 … (and records it). */
export const uniqueIn = (taken: Set<string>, value: string, separator = '-'): string => {
  let candidate = value;
  for (let n = 2; taken.has(candidate); n++) candidate = `${value}${separator}${n}`;
  taken.add(candidate);
  return candidate;
};
