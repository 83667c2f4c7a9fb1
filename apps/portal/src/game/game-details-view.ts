// What game details show (part 2 §2–§5), made on the server by game-details-data.server.ts and read
// by the page at /hra/{game} and by the details opened over a page: plain values, already formatted
// (bet range in cs-CZ, RTP with 2 decimals), the labels are the component's.
import type { DetailsTagGroup, ErrorKey } from '@casino/core';
import type { CatalogueJackpotView } from '../catalogue/catalogue-data.server.ts';
import type { SeoHead } from '../catalogue/seo-head.ts';

/** The details' art: landscape, at a size of the asset ladder (16:9). */
export const DETAILS_IMAGE_SIZE = { width: 480, height: 270 } as const;

export interface DetailsImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface DetailsTag {
  readonly label: string;
  /** A collection's or category's page; labels and features link nowhere. */
  readonly href: string | null;
}

/** The game details' own call (description, video, lines …): null with its key when it failed. */
export interface GameInfoView {
  readonly description: string | null;
  readonly videoUrl: string | null;
  readonly lines: number | null;
  readonly volatility: number | null;
  readonly specialFeatures: readonly string[];
}

export interface GameDetailsView {
  readonly gameCode: string;
  readonly name: string;
  readonly provider: string;
  readonly providerHref: string | null;
  readonly image: DetailsImage;
  readonly live: boolean;
  readonly jackpot: boolean;
  /** The jackpot the game is in, ticking from the fetch's amounts (its top level). */
  readonly jackpotTicker: CatalogueJackpotView | null;
  /** '0,10 Kč – 500 Kč', '' when unknown. */
  readonly betRange: string;
  readonly maxWin: string | null;
  readonly rtp: string | null;
  readonly reels: number | null;
  readonly tags: readonly { readonly group: DetailsTagGroup; readonly tags: readonly DetailsTag[] }[];
  readonly info: GameInfoView | null;
  readonly infoError: ErrorKey | null;
  readonly playHref: string;
  /** Only when demo is enabled (part 2 §5). */
  readonly demoHref: string | null;
}

export interface GameDetailsPageData {
  readonly details: GameDetailsView;
  readonly seo: SeoHead;
}

/** What the details over a page get when their data could not be had (the page itself fails the one way). */
export interface GameDetailsUnavailable {
  readonly unavailable: ErrorKey | 'not-found';
}

export const isDetailsUnavailable = (value: unknown): value is GameDetailsUnavailable =>
  typeof value === 'object' && value !== null && typeof (value as { unavailable?: unknown }).unavailable === 'string';

/** The query flag of the details' own data request (the details over a page): failures come back as data. */
export const DETAILS_OVERLAY_PARAM = 'over';
