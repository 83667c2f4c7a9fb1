// The bottom bar's glyphs: inline strokes in currentColor (no font or image to load, both themes).
import type { ReactElement } from 'react';

export type BottomBarIcon = 'home' | 'trophy' | 'gift' | 'cards' | 'ball' | 'ticket' | 'menu';

const PATHS: Readonly<Record<BottomBarIcon, ReactElement>> = {
  home: <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />,
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8M10 17h4" />,
  gift: <path d="M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-4-6-4-6-1.5S10 10 12 10c2 0 6 .5 6-1.5S14 6 12 10" />,
  cards: <path d="M5 6.5 12 4l3 9-7 2.5zM14 6h5v12h-7M8.5 9.5l2 1" />,
  ball: (
    <path d="M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8l3 2.2-1.1 3.6h-3.8L9 10.2zM12 4v4M15 10.2l4.2-1.4M13.9 13.8l2.6 3.6M10.1 13.8l-2.6 3.6M9 10.2 4.8 8.8" />
  ),
  ticket: <path d="M4 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4h16a2 2 0 0 0 0-4 2 2 0 0 1 0-4zM4 8h16M9 8v8M12.5 11h4M12.5 13.5h3" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
};

export function BottomBarGlyph({ icon }: { readonly icon: BottomBarIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[icon]}
    </svg>
  );
}
