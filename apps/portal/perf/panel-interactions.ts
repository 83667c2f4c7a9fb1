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
/** A person's typing: a key every 120 ms. */
const KEY_DELAY_MS = 120;

const openSearch = async (page: Page) => {
  await page.click(SEARCH_BUTTON);
  await page.waitForSelector(SEARCH_READY);
};

const openDetailsOnce = async (page: Page) => {
  await page.click(TILE);
  await page.waitForSelector(DETAILS_WHOLE);
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.casino-details-dialog', { state: 'detached' });
};

/** The first provider option of the panel and the count it promises, read before Apply. */
const tickFirstProvider = async (page: Page): Promise<string> => {
  await page.click(FILTERS_BUTTON);
  await page.waitForSelector(FILTER_GROUP);
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
  { name: 'details: first opening', path: '/', interaction: { act: (page) => page.click(TILE), answer: DETAILS } },
  { name: 'details: first opening, whole', path: '/', interaction: { act: (page) => page.click(TILE), answer: DETAILS_WHOLE } },
  { name: 'details: opening again, whole', path: '/', interaction: { prepare: openDetailsOnce, act: (page) => page.click(TILE), answer: DETAILS_WHOLE } },
];

export const measurePanelInteractions = async (
  browser: Browser,
  origin: string,
  searchTerm: string,
): Promise<Array<{ readonly name: string; readonly figures: InteractionFigures }>> => {
  const rows: Array<{ readonly name: string; readonly figures: InteractionFigures }> = [];
  for (const { name, path, interaction } of PANEL_INTERACTIONS(searchTerm))
    rows.push({ name, figures: await measureInteraction(browser, `${origin}${path}`, interaction) });
  return rows;
};
