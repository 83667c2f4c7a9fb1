// A whole number's digits in groups of three from the right, as the site's languages write them
// (a no-break space in Czech amounts and counts, a comma in English counts): one rule for the crown
// amounts (money/czech-koruna.ts) and the counts (format-count.ts).
export const groupDigits = (digits: string, separator: string): string => {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(separator);
};
