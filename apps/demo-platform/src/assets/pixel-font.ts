// A 5×7 pixel font drawn as SVG path rectangles, so that tiles show their text on any machine without
// relying on installed fonts. Czech letters are drawn as their base letter plus the accent above.

/** Glyph rows top to bottom, '#' = pixel on. Letters are drawn in capitals. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  '!': ['..#..', '..#..', '..#..', '..#..', '..#..', '.....', '..#..'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
  '-': ['.....', '.....', '.....', '.###.', '.....', '.....', '.....'],
  "'": ['..#..', '..#..', '.#...', '.....', '.....', '.....', '.....'],
  ':': ['.....', '.##..', '.##..', '.....', '.##..', '.##..', '.....'],
  '&': ['.##..', '#..#.', '#.#..', '.#...', '#.#.#', '#..#.', '.##.#'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '(': ['...#.', '..#..', '.#...', '.#...', '.#...', '..#..', '...#.'],
  ')': ['.#...', '..#..', '...#.', '...#.', '...#.', '..#..', '.#...'],
  '/': ['....#', '....#', '...#.', '..#..', '.#...', '#....', '#....'],
  '%': ['##..#', '##..#', '...#.', '..#..', '.#...', '#..##', '#..##'],
  '#': ['.#.#.', '.#.#.', '#####', '.#.#.', '#####', '.#.#.', '.#.#.'],
  '$': ['..#..', '.####', '#.#..', '.###.', '..#.#', '####.', '..#..'],
  '*': ['.....', '#.#.#', '.###.', '#####', '.###.', '#.#.#', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
};

/** Accents above a capital, in the two rows reserved over the glyph. */
const MARKS: Readonly<Record<string, readonly string[]>> = {
  '\u0301': ['...#.', '..#..'], // acute: á é í ó ú ý
  '\u030C': ['.#.#.', '..#..'], // caron: č ď ě ň ř š ť ž
  '\u030A': ['..#..', '.#.#.'], // ring: ů
  '\u0308': ['.#.#.', '.....'], // diaeresis: ä ö ü
};

const UNKNOWN = GLYPHS['?'] ?? [];

export const GLYPH_WIDTH = 5;
/** Two accent rows, seven glyph rows. */
export const GLYPH_HEIGHT = 9;
/** One empty column between glyphs. */
export const ADVANCE = GLYPH_WIDTH + 1;

export interface PixelGlyph {
  /** Rows of the full 9-row cell (accent rows first). */
  readonly rows: readonly string[];
}

/** The glyph of one character: its base letter in capitals plus any accent the font knows. */
export const glyphOf = (char: string): PixelGlyph => {
  const [base = '', ...marks] = char.normalize('NFD');
  const body = GLYPHS[base.toUpperCase()] ?? UNKNOWN;
  const mark = marks.map((m) => MARKS[m]).find((rows) => rows !== undefined) ?? ['.....', '.....'];
  return { rows: [...mark, ...body] };
};

/** Width in font units of a line of text (no trailing gap). */
export const textWidth = (text: string): number => Math.max(0, [...text].length * ADVANCE - 1);

/**
 * Path data drawing `text` with its top-left corner at (x, y), each font unit `scale` pixels: one
 * closed rectangle per run of lit pixels in a glyph row. A single <path> rasterises far faster than
 * hundreds of <rect> elements.
 */
export const pixelTextPath = (text: string, x: number, y: number, scale: number): string => {
  const parts: string[] = [];
  [...text].forEach((char, index) => {
    const left = x + index * ADVANCE * scale;
    glyphOf(char).rows.forEach((row, rowIndex) => {
      for (const run of row.matchAll(/#+/g)) {
        parts.push(`M${left + (run.index ?? 0) * scale} ${y + rowIndex * scale}h${run[0].length * scale}v${scale}h${-run[0].length * scale}z`);
      }
    });
  });
  return parts.join('');
};

/** Splits text into lines of at most `maxChars` characters, breaking at spaces where it can. */
export const wrapText = (text: string, maxChars: number): string[] => {
  const limit = Math.max(1, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while ([...rest].length > limit) {
      if (line) {
        lines.push(line);
        line = '';
      }
      const chars = [...rest];
      lines.push(chars.slice(0, limit).join(''));
      rest = chars.slice(limit).join('');
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if ([...candidate].length <= limit) line = candidate;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
};
