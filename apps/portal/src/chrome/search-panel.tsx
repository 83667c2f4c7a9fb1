// The search panel's portal side (part 2 §2), a chunk of its own that the header's search button
// imports on first intent (chrome-top.tsx): while open it holds the search machine
// (PortalSystem.open, which starts it and fetches its catalogue), turns the machine's view into
// react-ui's SearchDialog (one tile view for games, core's routes for the rest, the one table of
// error and label words) and follows a chosen link with a client navigation. The input shows each
// keystroke at once; the machine's view follows in a transition (use-actor-view-in-transition.ts),
// which React can interrupt and splits into short tasks, so that typing never waits for 40 rows.
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { assetUrl, LabelKey, type Lobby, type Locale, type SearchGame, type SearchResult } from '@casino/core';
import { search } from '@casino/machines';
import { SearchDialog, type SearchCard, type SearchList, type SearchOption } from '@casino/react-ui';
import { gameTileView } from '../game-tile-view.ts';
import { linkTo, type LinkContext } from '../page-links.ts';
import { PageMachineId } from '../runtime/root/on-demand-table.ts';
import { translateKey } from './error-messages.ts';
import { useRootData } from './portal-system-provider.tsx';
import { useOnDemandMachine } from './use-on-demand-machine.ts';
import { useActorView } from './use-actor-view.ts';
import { useActorViewInTransition } from './use-actor-view-in-transition.ts';

type SearchActor = ActorRefFrom<typeof search.searchMachine>;

/** Provider logos at the providers page's size, so a visitor who saw that page has them. */
const LOGO_SIZE = { width: 320, height: 120 } as const;
const NO_PROVIDERS: readonly { readonly id: string; readonly name: string }[] = [];

export const SEARCH_PANEL_ID = 'casino-search';

export interface ChromeSearchPanelProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly lobby: Lobby;
  readonly locale: Locale;
  readonly preview: boolean;
  readonly returnFocusTo: () => HTMLElement | null;
}

/** Holds the search machine while `open`: the first read starts it, closing the panel stops it. */
const useSearchMachine = (open: boolean, lobby: Lobby): SearchActor | null =>
  useOnDemandMachine(PageMachineId.search, { input: open ? [{ lobby }] : null }, [lobby]);

export default function ChromeSearchPanel({ open, onOpenChange, lobby, locale, preview, returnFocusTo }: ChromeSearchPanelProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const contentApi = useRootData()?.client.config.urls.contentApi ?? '';
  const actor = useSearchMachine(open, lobby);
  const view = useActorViewInTransition(actor, search.connect, null);
  const providers = useActorView(actor, (snapshot) => snapshot.context.catalogue.providers ?? NO_PROVIDERS, NO_PROVIDERS);
  const providerName = useMemo(() => new Map(providers.map((provider) => [provider.id, provider.name])), [providers]);
  const links: LinkContext = useMemo(() => ({ locale, preview, assetBase: contentApi }), [locale, preview, contentApi]);
  // The dialog's input shows what is typed at once (react-ui's SearchDialog holds it, so a keystroke
  // re-renders the input's part alone); the machine searches it in a task of its own after the
  // keystroke's (only the latest term when keys come faster). What is typed before the machine runs
  // (the runtime may still be starting) goes to it when it does.
  const draft = useRef('');
  const pendingTerm = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPendingTerm = () => {
    if (pendingTerm.current !== null) clearTimeout(pendingTerm.current);
    pendingTerm.current = null;
  };
  const typed = (term: string) => {
    draft.current = term;
    cancelPendingTerm();
    pendingTerm.current = setTimeout(() => {
      pendingTerm.current = null;
      actor?.send({ type: 'search.input', term });
    }, 0);
  };
  const cleared = () => {
    draft.current = '';
    cancelPendingTerm();
    actor?.send({ type: 'search.clear' });
  };
  useEffect(() => {
    if (actor !== null && draft.current !== '') actor.send({ type: 'search.input', term: draft.current });
  }, [actor]);
  useEffect(() => {
    // A closed panel starts empty next time, as its machine does.
    if (!open) draft.current = '';
    return () => {
      if (pendingTerm.current !== null) clearTimeout(pendingTerm.current);
    };
  }, [open]);

  const follow = (href: string, event: MouseEvent<HTMLAnchorElement> | null) => {
    event?.preventDefault();
    onOpenChange(false);
    void navigate(href);
  };

  // What the list shows is made from the view, once per view.
  const { status, list, cards } = useMemo(() => {
    const gameOption = (game: SearchGame): SearchOption => {
      const tile = gameTileView(game, providerName.get(game.provider) ?? '', 'AllGamesGrid', links);
      return { key: `game:${game.gameCode}`, href: tile.href, label: game.name, detail: tile.provider, imageUrl: tile.imageUrl };
    };
    const resultOption = (result: SearchResult): SearchOption => {
      switch (result.kind) {
        case 'game':
          return gameOption(result.item);
        case 'provider':
          return {
            key: `provider:${result.item.id}`,
            href: linkTo(links, 'preview-providers-slug', { slug: result.item.slug }),
            label: result.item.name,
            detail: t`Výrobce`,
          };
        case 'category':
          return {
            key: `category:${result.item.id}`,
            href: linkTo(links, lobby === 'live' ? 'preview-live-casino-categories-slug' : 'preview-categories-slug', { slug: result.item.slug }),
            label: result.item.title,
            detail: t`Kategorie`,
          };
        case 'collection':
          return {
            key: `collection:${result.item.id}`,
            href: linkTo(links, 'preview-collections-slug', { slug: result.item.slug }),
            label: result.item.title,
            detail: t`Žánr`,
          };
      }
    };

    const recommendedList = (): SearchList | null =>
      view === null || view.recommended.length === 0
        ? null
        : {
            title: t`Doporučujeme`,
            options: view.recommended.map(gameOption),
            ...(view.canShowMoreRecommended ? { more: { label: t`Zobrazit více`, onMore: () => actor?.send({ type: 'search.show-more-recommended' }) } } : {}),
          };

    let status = null;
    let list: SearchList | null = null;
    let cards: { title: string; items: SearchCard[] } | null = null;
    if (view === null || view.loading) {
      status = <p>{translateKey(i18n, LabelKey.loading)}</p>;
    } else if (view.errorKey !== null) {
      status = <p>{translateKey(i18n, view.errorKey)}</p>;
    } else if (view.showEmptyState) {
      status = (
        <>
          <h3>{translateKey(i18n, view.emptyTitleKey)}</h3>
          <p>{translateKey(i18n, view.emptyMessageKey)}</p>
        </>
      );
      // The closest names when a typo is near one; else the recommended games: the games below the message.
      list = view.suggestions.length > 0 ? { title: t`Měli jste na mysli?`, options: view.suggestions.map(gameOption) } : recommendedList();
    } else if (view.searching) {
      const shown = view.results.length;
      const total = view.totalResults;
      list = {
        title: t`Výsledky`,
        note: t`${shown} z ${total}`,
        options: view.results.map(resultOption),
        ...(view.canShowMore ? { more: { label: t`Zobrazit další`, onMore: () => actor?.send({ type: 'search.show-more' }) } } : {}),
      };
    } else {
      if (view.showPopularProviders) {
        cards = {
          title: t`Oblíbení výrobci`,
          items: view.popularProviders.map((provider) => ({
            key: provider.id,
            href: linkTo(links, 'preview-providers-slug', { slug: provider.slug }),
            name: provider.name,
            logo: {
              light: { src: assetUrl(contentApi, provider.logoLight, { transform: { ...LOGO_SIZE, fit: 'cover' } }), ...LOGO_SIZE },
              dark: { src: assetUrl(contentApi, provider.logoDark, { transform: { ...LOGO_SIZE, fit: 'cover' } }), ...LOGO_SIZE },
            },
          })),
        };
      }
      list = recommendedList();
    }
    return { status, list, cards };
  }, [view, actor, providerName, links, contentApi, lobby, i18n, t]);

  return (
    <SearchDialog
      id={SEARCH_PANEL_ID}
      open={open}
      onOpenChange={onOpenChange}
      title={t`Hledat`}
      closeLabel={t`Zavřít hledání`}
      inputLabel={t`Hledat hry, výrobce a kategorie`}
      placeholder={t`Název hry nebo výrobce`}
      term={view?.term ?? ''}
      onTermChange={typed}
      clearLabel={t`Vymazat hledání`}
      onClear={cleared}
      status={status}
      list={list}
      cards={cards}
      onFollow={follow}
      returnFocusTo={returnFocusTo}
    />
  );
}
