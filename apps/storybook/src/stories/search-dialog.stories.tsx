// react-ui's SearchDialog, the search panel's look, fed by core's own search rules over a demo
// catalogue (as the portal feeds it from the search machine): nothing typed (popular providers and
// the recommended games), results with their count and paging, no results with "did you mean", and
// the full-screen sheet of a phone. Each play function types and reads the dialog as a visitor
// would; the dialog is portalled to <body>, so they look there, not in the story's canvas.
import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { closestNames, searchCatalogue, type SearchGame } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { SearchDialog, type SearchCard, type SearchList, type SearchOption } from '@casino/react-ui';
import '@casino/react-ui/tokens.css';
import '@casino/react-ui/base.css';

const world = generateWorld({ seed: 3, size: 400 });
const providerName = new Map(world.providers.map((provider) => [provider.id, provider.name]));
const PAGE = 40;
const RECOMMENDED = 5;

/** A game's art without a content server: a tall card in the game's own hue. */
const artOf = (code: string): string => {
  const hue = [...code].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64"><rect width="48" height="64" fill="hsl(${hue} 60% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
const logoOf = (name: string, ink: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><text x="160" y="72" font-size="40" text-anchor="middle" fill="${ink}">${name.slice(0, 12)}</text></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 320, height: 120 };
};

const gameOption = (game: SearchGame): SearchOption => ({
  key: `game:${game.gameCode}`,
  href: `/hra/${game.gameCode}`,
  label: game.name,
  detail: providerName.get(game.provider) ?? '',
  imageUrl: artOf(game.gameCode),
});

const popular: SearchCard[] = world.providers.slice(0, 4).map((provider) => ({
  key: provider.id,
  href: `/vyrobci/${provider.slug}`,
  name: provider.name,
  logo: { light: logoOf(provider.name, '#111'), dark: logoOf(provider.name, '#eee') },
}));
const recommended = world.games.slice(0, 12);

interface HarnessProps {
  readonly onFollow: (href: string) => void;
  readonly initialTerm?: string;
}

/** The dialog with what the portal's search panel gives it, made by core's rules here. */
function SearchHarness({ onFollow, initialTerm = '' }: HarnessProps) {
  const [term, setTerm] = useState(initialTerm);
  const [pages, setPages] = useState(1);
  const [moreRecommended, setMoreRecommended] = useState(false);
  const { status, list, cards } = useMemo(() => {
    if (term.trim() === '') {
      const shown = moreRecommended ? recommended : recommended.slice(0, RECOMMENDED);
      const list: SearchList = {
        title: 'Recommended',
        options: shown.map(gameOption),
        ...(moreRecommended ? {} : { more: { label: 'Show more', onMore: () => setMoreRecommended(true) } }),
      };
      return { status: null, list, cards: { title: 'Popular providers', items: popular } };
    }
    const results = searchCatalogue({ games: world.games, providers: world.providers }, term, world.settings.search);
    if (results.length === 0) {
      const suggestions = closestNames(world.games, (game) => game.name, term);
      const status = (
        <>
          <h3>Nothing found</h3>
          <p>Try another name.</p>
        </>
      );
      return { status, list: suggestions.length > 0 ? { title: 'Did you mean?', options: suggestions.map(gameOption) } : null, cards: null };
    }
    const shown = results.slice(0, pages * PAGE);
    const list: SearchList = {
      title: 'Results',
      note: `${shown.length} of ${results.length}`,
      options: shown.map((result) =>
        result.kind === 'game'
          ? gameOption(result.item)
          : {
              key: `${result.kind}:${result.item.id}`,
              href: `/${result.kind}/${result.item.slug}`,
              label: 'name' in result.item ? result.item.name : result.item.title,
              detail: result.kind,
            },
      ),
      ...(shown.length < results.length ? { more: { label: 'Show more', onMore: () => setPages((count) => count + 1) } } : {}),
    };
    return { status: null, list, cards: null };
  }, [term, pages, moreRecommended]);
  return (
    <SearchDialog
      id="story-search"
      open
      onOpenChange={() => {}}
      title="Search"
      closeLabel="Close search"
      inputLabel="Search games, providers and categories"
      placeholder="Game or provider name"
      term={term}
      onTermChange={(next) => {
        setTerm(next);
        setPages(1);
      }}
      clearLabel="Clear search"
      onClear={() => setTerm('')}
      status={status}
      list={list}
      cards={cards}
      onFollow={(href, event) => {
        event?.preventDefault();
        onFollow(href);
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchDialog',
  component: SearchHarness,
  args: { onFollow: fn() },
} satisfies Meta<typeof SearchHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await waitFor(() => within(document.body).getByRole('dialog', { name: 'Search' })));
const optionsOf = (panel: Awaited<ReturnType<typeof dialog>>) => panel.queryAllByRole('option');

/** Nothing typed: the popular providers link to their pages, five recommended games, then all of them; arrows and Enter follow one. */
export const NothingTyped: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await dialog();
    const input = panel.getByRole('combobox', { name: 'Search games, providers and categories' });
    await waitFor(() => expect(input).toHaveFocus());
    const providers = within(panel.getByRole('region', { name: 'Popular providers' })).getAllByRole('link');
    await expect(providers.map((link) => link.getAttribute('href'))).toEqual(popular.map((card) => card.href));
    await expect(optionsOf(panel)).toHaveLength(RECOMMENDED);
    await userEvent.click(panel.getByRole('button', { name: 'Show more' }));
    await expect(optionsOf(panel)).toHaveLength(recommended.length);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(optionsOf(panel)[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', optionsOf(panel)[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollow).toHaveBeenCalledWith(`/hra/${recommended[1]!.gameCode}`);
  },
};

/** Results of core's search as the visitor types, heaviest first, forty at a time with their count. */
export const Results: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await dialog();
    await userEvent.type(panel.getByRole('combobox'), 'b');
    const expected = searchCatalogue({ games: world.games, providers: world.providers }, 'b', world.settings.search);
    // More than a page matches, so that paging shows.
    await expect(expected.length).toBeGreaterThan(PAGE);
    await waitFor(() => expect(optionsOf(panel)).toHaveLength(Math.min(PAGE, expected.length)));
    await expect(panel.getByText(`${PAGE} of ${expected.length}`)).toBeVisible();
    const first = expected[0]!;
    await expect(optionsOf(panel)[0]).toHaveTextContent('name' in first.item ? first.item.name : first.item.title);
    await userEvent.click(panel.getByRole('button', { name: 'Show more' }));
    await expect(optionsOf(panel)).toHaveLength(Math.min(2 * PAGE, expected.length));
    await userEvent.click(optionsOf(panel)[0]!);
    await expect(args.onFollow).toHaveBeenCalledTimes(1);
  },
};

const bookOfDead = world.games.find((game) => game.name === 'Book of Dead');

/** Nothing contains the term: the empty state, and the closest names despite the typos. */
export const NoResultsDidYouMean: Story = {
  play: async ({ userEvent }) => {
    await expect(bookOfDead).toBeDefined();
    const panel = await dialog();
    await userEvent.type(panel.getByRole('combobox'), 'bok of ded');
    await expect(await panel.findByRole('heading', { name: 'Nothing found' })).toBeVisible();
    await expect(panel.getByRole('listbox', { name: 'Did you mean?' })).toBeVisible();
    await expect(optionsOf(panel)[0]).toHaveTextContent('Book of Dead');
    await userEvent.click(panel.getByRole('button', { name: 'Clear search' }));
    await expect(panel.getByRole('combobox')).toHaveValue('');
    await expect(panel.queryByRole('heading', { name: 'Nothing found' })).toBeNull();
    // The clear button shows only while the field holds text (its CSS, not a render per keystroke).
    await expect(panel.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(panel.getByRole('combobox'), 'x');
    await expect(panel.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** On a phone the panel is a sheet over the whole screen, with results under the input. */
export const Phone: Story = {
  args: { initialTerm: 'book' },
  parameters: {
    viewport: { options: { phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const panel = await dialog();
    await expect(window.innerWidth).toBeLessThan(600);
    const sheet = document.body.querySelector('.casino-search')!.getBoundingClientRect();
    await expect(sheet.width).toBe(window.innerWidth);
    await expect(sheet.height).toBe(window.innerHeight);
    await expect(optionsOf(panel).length).toBeGreaterThan(0);
  },
};
