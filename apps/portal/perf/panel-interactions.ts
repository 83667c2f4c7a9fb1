// Issue 22's actions on a slow phone, each on a fresh page (interaction-work.ts): the search
// panel's first opening and a six-letter term typed into it, the filters panel's first opening and
// its Apply, a tile's details opened over the lobby (their first opening, named and then whole, then
// again). The selectors are the e2e page objects' (e2e/models/search.model.ts, filters.model.ts,
// game-details.model.ts).
import type { Browser, Page } from 'playwright-core';
import { measureInteraction, type Interaction, type InteractionFigures } from './interaction-work.ts';

const SEARCH_BUTTON = 'header button.casino-search-button';
const SEARCH_READY = '[role="dialog"] .casino-search__list-title';
const FILTERS_BUTTON = '[data-testid="filters-button"]';
const FILTER_GROUP = '[role="dialog"] fieldset[data-group]';
const TILE = 'main [data-game-tile]:not(.casino-game-tile--ranked)';
/** The details named and painted (from what the tile showed, or their data). */
const DETAILS = 'dialog.casino-details-dialog[open] h2';
/** The details whole: their table comes with their data. */
const DETAILS_WHOLE = 'dialog.casino-details-dialog[open] .casino-game-details__facts';
/** A preparation's wait (a panel's first opening fetches its code and catalogue): generous, on a loaded host. */
const PREPARE_TIMEOUT_MS = 90_000;
/** A person's typing: a key every 120 ms. */
const KEY_DELAY_MS = 120;

const openSearch = async (page: Page) => {
  await page.click(SEARCH_BUTTON);
  await page.waitForSelector(SEARCH_READY, { timeout: PREPARE_TIMEOUT_MS });
};

/**
 * The lobby's first plain tile is below a phone's first screen. A person scrolls to it and then
 * presses it; the driver's click would scroll in the press's own task, and the rows that scroll
 * brings near (content-visibility: auto) would be laid out in the answer's frame.
 */
const scrollToTile = async (page: Page) => {
  await page.locator(TILE).first().scrollIntoViewIfNeeded();
};

const openDetailsOnce = async (page: Page) => {
  await page.click(TILE);
  await page.waitForSelector(DETAILS_WHOLE, { timeout: PREPARE_TIMEOUT_MS });
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.casino-details-dialog', { state: 'detached' });
};

/** The first provider option of the panel and the count it promises, read before Apply. */
const tickFirstProvider = async (page: Page): Promise<string> => {
  await page.click(FILTERS_BUTTON);
  await page.waitForSelector(FILTER_GROUP, { timeout: PREPARE_TIMEOUT_MS });
  const option = page.locator('[role="dialog"] fieldset[data-group="provider"] label').first();
  const count = await option.locator('[data-count]').getAttribute('data-count');
  await option.locator('input').click();
  return `[data-testid="all-games-count"][data-count="${count}"]`;
};

export interface PanelInteraction {
  readonly name: string;
  readonly path: string;
  readonly interaction: Interaction;
}

export const PANEL_INTERACTIONS = (searchTerm: string): readonly PanelInteraction[] => [
  { name: 'search: first opening', path: '/', interaction: { act: (page) => page.click(SEARCH_BUTTON), answer: SEARCH_READY } },
  {
    name: `search: typing "${searchTerm}"`,
    path: '/',
    interaction: {
      prepare: openSearch,
      act: (page) => page.keyboard.type(searchTerm, { delay: KEY_DELAY_MS }),
    },
  },
  { name: 'filters: first opening', path: '/vsechny-hry', interaction: { act: (page) => page.click(FILTERS_BUTTON), answer: FILTER_GROUP } },
  {
    name: 'filters: Apply to the grid',
    path: '/vsechny-hry',
    interaction: { prepare: tickFirstProvider, act: (page) => page.click('[role="dialog"] button:has-text("Použít")') },
  },
  { name: 'details: first opening', path: '/', interaction: { prepare: scrollToTile, act: (page) => page.click(TILE), answer: DETAILS } },
  {
    name: 'details: first opening, whole',
    path: '/',
    interaction: { prepare: scrollToTile, act: (page) => page.click(TILE), answer: DETAILS_WHOLE },
  },
  { name: 'details: opening again, whole', path: '/', interaction: { prepare: openDetailsOnce, act: (page) => page.click(TILE), answer: DETAILS_WHOLE } },
];

/** A build of the portal under measurement: its name in the tables and where it is served. */
export interface MeasuredBuild {
  readonly name: string;
  readonly origin: string;
}

export interface PanelMeasureOptions {
  /** Each action this many times per build. */
  readonly rounds: number;
  /** Only the actions whose name holds one of these (case-insensitive); all when empty. */
  readonly only: readonly string[];
  /** Trace each action (its long tasks and the functions in them). */
  readonly trace: boolean;
}

export interface PanelRow {
  readonly name: string;
  /** Per build (in the order given), the figures of each round. */
  readonly runs: ReadonlyArray<readonly InteractionFigures[]>;
}

/**
 * Every action, round after round, on each build in turn: with two builds (a base beside this one)
 * their runs interleave, and each round swaps which goes first, so that a shared machine's changing
 * load falls on both alike (only such side-by-side figures compare two builds here).
 */
export const measurePanelInteractions = async (
  browser: Browser,
  builds: readonly MeasuredBuild[],
  searchTerm: string,
  { rounds, only, trace }: PanelMeasureOptions,
): Promise<PanelRow[]> => {
  const chosen = PANEL_INTERACTIONS(searchTerm).filter(({ name }) => only.length === 0 || only.some((part) => name.toLowerCase().includes(part.toLowerCase())));
  const rows = chosen.map(({ name }) => ({ name, runs: builds.map((): InteractionFigures[] => []) }));
  for (let round = 0; round < rounds; round += 1)
    for (const [index, { path, interaction }] of chosen.entries()) {
      const order = builds.map((_, buildIndex) => buildIndex);
      if (round % 2 === 1) order.reverse();
      for (const buildIndex of order)
        rows[index]!.runs[buildIndex]!.push(await measureInteraction(browser, `${builds[buildIndex]!.origin}${path}`, interaction, trace));
    }
  return rows;
};
