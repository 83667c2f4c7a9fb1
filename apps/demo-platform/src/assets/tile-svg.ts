// Generated artwork as SVG: every asset is a tile with its own colours (from a hash of its id) and
// its title in the pixel font, so each game, provider or banner is recognisable at a glance.
import { GLYPH_HEIGHT, pixelTextPath, textWidth, wrapText } from './pixel-font.ts';

export type TileStyle = 'art' | 'logo-light' | 'logo-dark' | 'flag' | 'fallback';

export interface TileSpec {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly subtitle?: string | null;
  /** What the colours derive from (the asset id): two ids never share a look by accident. */
  readonly seed: string;
  readonly style: TileStyle;
}

/** FNV-1a, 32 bits: a stable spread of ids over colours and shapes. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

const LINE_GAP = 3;

export interface FittedText {
  readonly lines: string[];
  readonly scale: number;
  readonly width: number;
  readonly height: number;
}

/** The wrapping of `text` that lets the pixel font be largest inside maxWidth × maxHeight. */
export const fitText = (text: string, maxWidth: number, maxHeight: number, maxLines = 4): FittedText => {
  const clean = text.trim() || '?';
  let best: FittedText | undefined;
  const longest = Math.max(1, [...clean].length);
  // Words are never split while the longest one fits on a line of its own.
  const longestWord = Math.max(1, ...clean.split(/\s+/).map((word) => [...word].length));
  for (let chars = longestWord; chars <= longest; chars++) {
    const lines = wrapText(clean, chars);
    if (lines.length > maxLines) continue;
    const unitsWide = Math.max(...lines.map(textWidth));
    const unitsHigh = lines.length * GLYPH_HEIGHT + (lines.length - 1) * LINE_GAP;
    const scale = Math.floor(Math.min(maxWidth / unitsWide, maxHeight / unitsHigh));
    if (!best || scale > best.scale) best = { lines, scale, width: unitsWide * scale, height: unitsHigh * scale };
  }
  if (best && best.scale >= 1) return best;
  // Too long even at one pixel per unit: keep what fits on the allowed lines at scale 1.
  const perLine = Math.max(1, Math.floor((maxWidth + 1) / 6));
  const lines = wrapText(clean, perLine).slice(0, maxLines);
  return { lines, scale: 1, width: Math.max(...lines.map(textWidth)), height: lines.length * (GLYPH_HEIGHT + LINE_GAP) };
};

const textBlock = (text: string, centreX: number, top: number, maxWidth: number, maxHeight: number, fill: string, maxLines?: number) => {
  const fitted = fitText(text, maxWidth, maxHeight, maxLines);
  const y0 = top + (maxHeight - fitted.height) / 2;
  const d = fitted.lines
    .map((line, index) => {
      const lineWidth = textWidth(line) * fitted.scale;
      const y = y0 + index * (GLYPH_HEIGHT + LINE_GAP) * fitted.scale;
      return pixelTextPath(line, Math.round(centreX - lineWidth / 2), Math.round(y), fitted.scale);
    })
    .join('');
  return `<path d="${d}" fill="${fill}"/>`;
};

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">${body}</svg>`;

const artTile = (spec: TileSpec): string => {
  const { width, height } = spec;
  const hash = hashOf(spec.seed);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 120)) % 360;
  const shapes: string[] = [];
  // A few soft circles placed from the hash: the tile's "artwork".
  for (let index = 0; index < 5; index++) {
    const bits = hashOf(`${spec.seed}#${index}`);
    const cx = ((bits % 1000) / 1000) * width;
    const cy = (((bits >>> 10) % 1000) / 1000) * height;
    const r = (0.12 + ((bits >>> 20) % 100) / 400) * Math.min(width, height);
    shapes.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="hsl(${(hue + index * 30) % 360} 80% 70%)" fill-opacity="0.25"/>`,
    );
  }
  const pad = Math.round(Math.min(width, height) * 0.08);
  const subtitleHeight = spec.subtitle ? Math.round(height * 0.1) : 0;
  const band = `<rect x="0" y="${Math.round(height * 0.2)}" width="${width}" height="${Math.round(height * 0.6)}" fill="#000" fill-opacity="0.28"/>`;
  const title = textBlock(spec.title, width / 2, height * 0.2 + pad / 2, width - 2 * pad, height * 0.6 - pad, '#fff');
  const subtitle = spec.subtitle ? textBlock(spec.subtitle, width / 2, height - pad - subtitleHeight, width - 2 * pad, subtitleHeight, '#f8fafc', 1) : '';
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 22%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}${band}${title}${subtitle}`,
  );
};

const logoTile = (spec: TileSpec, dark: boolean): string => {
  const { width, height } = spec;
  const hue = hashOf(spec.seed.replace(/-(logo-)?(light|dark)$/, '')) % 360;
  const background = dark ? '#0f172a' : '#ffffff';
  const ink = dark ? `hsl(${hue} 85% 72%)` : `hsl(${hue} 70% 32%)`;
  const pad = Math.round(height * 0.15);
  const mark = `<rect x="${pad}" y="${pad}" width="${height - 2 * pad}" height="${height - 2 * pad}" rx="${Math.round(height * 0.12)}" fill="${ink}"/>`;
  const initial = textBlock([...spec.title.trim()][0] ?? '?', pad + (height - 2 * pad) / 2, pad * 1.6, height - 3.2 * pad, height - 3.2 * pad, background, 1);
  const name = textBlock(spec.title, height + (width - height) / 2, pad, width - height - pad, height - 2 * pad, ink, 2);
  return svg(width, height, `<rect width="${width}" height="${height}" fill="${background}"/>${mark}${initial}${name}`);
};

const flagTile = (spec: TileSpec): string => {
  const { width, height } = spec;
  const hash = hashOf(spec.seed);
  const stripes = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="0" y="${(index * height) / 3}" width="${width}" height="${height / 3 + 1}" fill="hsl(${(hash + index * 120) % 360} 65% ${40 + index * 10}%)"/>`,
    )
    .join('');
  return svg(width, height, `${stripes}${textBlock(spec.title, width / 2, height * 0.15, width * 0.8, height * 0.7, '#fff', 1)}`);
};

const fallbackTile = (spec: TileSpec): string => {
  const { width, height } = spec;
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#1e293b"/><rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.8}" height="${height * 0.8}" fill="none" stroke="#475569" stroke-width="${Math.max(2, Math.round(width / 100))}" stroke-dasharray="12 8"/>` +
      textBlock(spec.title, width / 2, height * 0.25, width * 0.7, height * 0.5, '#94a3b8', 2),
  );
};

export const tileSvg = (spec: TileSpec): string => {
  switch (spec.style) {
    case 'logo-light':
      return logoTile(spec, false);
    case 'logo-dark':
      return logoTile(spec, true);
    case 'flag':
      return flagTile(spec);
    case 'fallback':
      return fallbackTile(spec);
    default:
      return artTile(spec);
  }
};
