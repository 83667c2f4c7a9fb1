// The widgets as texts: a generated lobby's shared views read back whole (strictly: no key lost to
// JSON, no value changed), the server gets the very view it wrote (the reused markup's key), the
// browser parses a text once, the jackpots travel as they are, and the memory of texts is bounded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '@casino/demo-data';
import { layoutOf, lobbyWidgets, type LobbySources } from './lobby-widgets-view.server.ts';
import type { LobbyWidgetView } from './lobby-views.ts';
import { sentWidgets, WIDGET_TEXTS_KEPT, widgetOf, widgetText, widgetTextsHeld } from './widget-texts.ts';

const links = { locale: 'cs' as const, preview: false, assetBase: 'https://assets.example/content' };

const widgetsOf = (seed: number, vertical: 'Casino' | 'Live'): LobbyWidgetView[] => {
  const world = generateWorld({ seed, size: 80 });
  const sources: LobbySources = {
    categories: world.categories,
    games: world.games,
    providers: world.providers,
    collections: world.collections,
    collectionGroups: world.collectionGroups,
    carousels: world.carousels,
    videos: world.videoWidgets,
    jackpots: world.jackpots,
    currency: 'CZK',
    fetchedAt: 0,
    failures: {},
  };
  const layout = layoutOf(world.layouts, vertical);
  return layout === undefined ? [] : lobbyWidgets(layout, sources, links);
};

describe('lobby widgets as texts', () => {
  it('read back whole: the server gets the view it wrote, the browser an equal one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.constantFrom('Casino' as const, 'Live' as const), (seed, vertical) => {
        const widgets = widgetsOf(seed, vertical);
        const sent = sentWidgets(widgets);
        sent.forEach((each, index) => {
          const view = widgets[index]!;
          expect(widgetOf(each)).toBe(view);
          if (view.kind === 'jackpots') expect(each).toBe(view);
          else expect(JSON.parse(each as string)).toStrictEqual(view);
        });
      }),
      { numRuns: 15 },
    );
  });

  it('are written once per view and parsed once per text', () => {
    const view: LobbyWidgetView = { kind: 'html', id: 'once', sanitisedHtml: '<p>Ahoj</p>' };
    expect(widgetText(view)).toBe(widgetText(view));
    const unseen = JSON.stringify({ kind: 'html', id: 'unseen', sanitisedHtml: '<p>Nazdar</p>' }) as ReturnType<typeof widgetText>;
    const parsed = widgetOf(unseen);
    expect(parsed).toStrictEqual({ kind: 'html', id: 'unseen', sanitisedHtml: '<p>Nazdar</p>' });
    expect(widgetOf(unseen)).toBe(parsed);
  });

  it('keep a bounded number of texts', () => {
    for (let index = 0; index < WIDGET_TEXTS_KEPT + 50; index += 1) widgetText({ kind: 'html', id: `w${index}`, sanitisedHtml: '' });
    expect(widgetTextsHeld()).toBe(WIDGET_TEXTS_KEPT);
  });
});
