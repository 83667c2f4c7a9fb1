// The search panel (part 2 §2): a dialog (Ark UI) holding a combobox: the input owns one listbox
// at a time (the results, the "did you mean" names, or the recommended games), the arrows move the
// active option (aria-activedescendant) and Enter follows it; Escape closes and the focus returns
// to the opener. 552 px wide on a desktop, the whole screen on a phone. Presentational: the
// portal loads this module on first use, with the machine that feeds it.
//
// A keystroke renders nothing in React: the input is the browser's own (uncontrolled), its handler
// only tells the owner and marks the list busy, so the keystroke's task is the browser's editing
// (on a 4× slower phone a controlled input re-rendered the body in every keystroke's task). The list
// changes when the owner's deferred render gets to it, and then in steps: the rows a phone's screen
// shows first, the rest in renders of their own (use-revealed-rows.ts), so that no one commit inserts
// 40 rows. Its parts re-render only when their own data changed: one click and one pointer handler
// on the listbox (the option found from the event), and rows memoised by what they show, so that a
// game listed for two terms in a row keeps its row and its image.
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { ProviderLogo, type LogoImage } from '../provider-logo/ProviderLogo.tsx';
import { useRevealedRows } from './use-revealed-rows.ts';
import './search-panel.css';

export interface SearchOption {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  /** The provider of a game, or what kind of place a link is. */
  readonly detail: string;
  /** A game's art; places show an icon. */
  readonly imageUrl?: string;
}

export interface SearchList {
  readonly title: string;
  readonly options: readonly SearchOption[];
  /** "Show more", when there is more. */
  readonly more?: { readonly label: string; readonly onMore: () => void };
  /** Said below the title (the count of results). */
  readonly note?: string;
}

export interface SearchCard {
  readonly key: string;
  readonly href: string;
  readonly name: string;
  readonly logo: { readonly light: LogoImage; readonly dark: LogoImage };
}

export interface SearchDialogProps {
  readonly id: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly closeLabel: string;
  readonly inputLabel: string;
  /** Not empty: the clear button shows while the placeholder does not (search-panel.css). */
  readonly placeholder: string;
  /** The term shown (what the owner last set); what is typed shows at once and goes to onTermChange. */
  readonly term: string;
  readonly onTermChange: (term: string) => void;
  readonly clearLabel: string;
  readonly onClear: () => void;
  /** The list is still for an earlier term (the owner renders it later than the input): aria-busy until it is not. */
  readonly busy?: boolean;
  /** Loading, failure or "nothing found": shown above the list. */
  readonly status?: ReactNode;
  readonly list: SearchList | null;
  /** Popular providers: cards that link to the provider's page. */
  readonly cards?: { readonly title: string; readonly items: readonly SearchCard[] } | null;
  /** A link was followed (click or Enter): the portal navigates and closes the panel. */
  readonly onFollow: (href: string, event: MouseEvent<HTMLAnchorElement> | null) => void;
  readonly returnFocusTo?: () => HTMLElement | null;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** What the body draws: the dialog's props as its owner last rendered them. */
const BodyProps = createContext<(SearchDialogProps & { readonly inputRef: RefObject<HTMLInputElement | null> }) | null>(null);

export function SearchDialog(props: SearchDialogProps) {
  const { id, open, onOpenChange, title, closeLabel, returnFocusTo } = props;
  const input = useRef<HTMLInputElement>(null);
  // The owner renders again for every list it shows (a keystroke's results, each step of their
  // rows), with callbacks of that render. The dialog's own parts would each render again with it
  // (Ark UI's machine compares its props and merges every part's props anew: some 19 ms over a
  // typed term's tasks on a 4× slower phone); only the body needs the new props, so it reads them
  // from a context and the shell renders again only when what it shows changes.
  const latest = useRef({ onOpenChange, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onOpenChange, returnFocusTo };
  });
  return (
    <BodyProps.Provider value={{ ...props, inputRef: input }}>
      <SearchShell id={id} open={open} title={title} closeLabel={closeLabel} focusReturns={returnFocusTo !== undefined} latest={latest} input={input} />
    </BodyProps.Provider>
  );
}

interface SearchShellProps {
  readonly id: string;
  readonly open: boolean;
  readonly title: string;
  readonly closeLabel: string;
  readonly focusReturns: boolean;
  readonly latest: RefObject<Pick<SearchDialogProps, 'onOpenChange' | 'returnFocusTo'>>;
  readonly input: RefObject<HTMLInputElement | null>;
}

const SearchShell = memo(function SearchShell({ id, open, title, closeLabel, focusReturns, latest, input }: SearchShellProps) {
  return (
    <Dialog.Root
      id={id}
      ids={{ content: `${id}-content` }}
      open={open}
      onOpenChange={(details) => latest.current.onOpenChange(details.open)}
      initialFocusEl={() => input.current}
      lazyMount
      unmountOnExit
      {...(focusReturns ? { finalFocusEl: () => latest.current.returnFocusTo?.() ?? null } : {})}
    >
      <Portal>
        <Dialog.Backdrop className="casino-search__backdrop" />
        <Dialog.Positioner className="casino-search__positioner">
          <Dialog.Content className="casino-search">
            <div className="casino-search__head">
              <Dialog.Title className="casino-search__title">{title}</Dialog.Title>
              <Dialog.CloseTrigger className="casino-close-button" aria-label={closeLabel}>
                <span aria-hidden="true">✕</span>
              </Dialog.CloseTrigger>
            </div>
            <SearchBodyOfOwner />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

function SearchBodyOfOwner() {
  const props = useContext(BodyProps);
  return props === null ? null : <SearchBody {...props} />;
}

function SearchBody({
  id,
  inputLabel,
  placeholder,
  term,
  onTermChange,
  clearLabel,
  onClear,
  status,
  list,
  cards,
  onFollow,
  inputRef,
  busy = false,
}: SearchDialogProps & { readonly inputRef: RefObject<HTMLInputElement | null> }) {
  const listboxId = `${id}-listbox`;
  const titleId = useId();
  const options = list?.options ?? [];
  const [active, setActive] = useState(-1);
  const scroll = useRef<HTMLDivElement>(null);
  // What is typed is the input's own value. The owner's term may lag it (it renders its view later
  // than the input, in a transition): a term this input reported is its echo, and the terms reported
  // after it are still to come; only a term never reported is the owner's own (a clear, a new
  // search) and replaces what is typed.
  const echoes = useRef<string[]>([]);
  /** The list is busy while it shows another term than the input holds (an attribute, not a render per keystroke). */
  const markBusy = (typed: string) => scroll.current?.setAttribute('aria-busy', String(busy || typed !== term));
  useLayoutEffect(() => {
    const field = inputRef.current;
    const echoed = echoes.current.indexOf(term);
    if (echoed < 0) {
      echoes.current = [];
      if (field !== null && field.value !== term) field.value = term;
    } else echoes.current = echoes.current.slice(echoed + 1);
    markBusy(field?.value ?? term);
    // markBusy reads term and busy, this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, busy, inputRef]);
  // A new list (another term, another kind of list) starts with nothing active.
  const listKey = `${list?.title ?? ''}|${options[0]?.key ?? ''}`;
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setActive(-1);
  }
  const revealed = useRevealedRows(listKey, options.length);
  const optionId = (at: number) => `${id}-option-${at}`;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on id alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((at) => (at + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((at) => (at <= 0 ? options.length - 1 : at - 1));
    } else if (event.key === 'Home' && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && active >= 0) {
      event.preventDefault();
      setActive(options.length - 1);
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      onFollow(options[active].href, null);
    }
  };
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    onFollow(href, event);
  };
  // The listbox's own handlers, for every option: the option is the anchor the event came through.
  const optionOf = (event: MouseEvent<HTMLElement>): HTMLAnchorElement | null => (event.target as Element).closest<HTMLAnchorElement>('a[role="option"]');
  const followOption = (event: MouseEvent<HTMLElement>) => {
    const option = optionOf(event);
    if (option !== null) follow(option.getAttribute('href') ?? '')(event as MouseEvent<HTMLAnchorElement>);
  };
  const pointOption = (event: MouseEvent<HTMLElement>) => {
    const at = Number(optionOf(event)?.dataset['at'] ?? -1);
    if (at >= 0 && at !== active) setActive(at);
  };

  return (
    <div className="casino-search__body">
      <div className="casino-search__field">
        <svg className="casino-search__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          className="casino-search__input"
          type="search"
          role="combobox"
          aria-label={inputLabel}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          {...(active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          defaultValue={term}
          onChange={(event) => {
            const typed = event.target.value;
            echoes.current.push(typed);
            markBusy(typed);
            onTermChange(typed);
          }}
          onKeyDown={onKeyDown}
        />
        {/* Shown by its CSS while the field holds text (the placeholder is not shown): typing renders nothing. */}
        <button
          type="button"
          className="casino-search__clear"
          aria-label={clearLabel}
          onClick={() => {
            if (inputRef.current !== null) inputRef.current.value = '';
            markBusy('');
            onClear();
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="casino-search__scroll" ref={scroll}>
        <div className="casino-search__status" role="status">
          {status}
        </div>
        {cards && cards.items.length > 0 ? (
          <section className="casino-search__cards" aria-label={cards.title}>
            <h3 className="casino-search__list-title">{cards.title}</h3>
            <ul className="casino-search__card-list">
              {cards.items.map((card) => (
                <li key={card.key}>
                  <a className="casino-search__card" href={card.href} onClick={follow(card.href)}>
                    <ProviderLogo light={card.logo.light} dark={card.logo.dark} alt="" />
                    <span>{card.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {list ? (
          <>
            <div className="casino-search__list-head">
              <h3 className="casino-search__list-title" id={titleId}>
                {list.title}
              </h3>
              {list.note ? <span className="casino-search__note">{list.note}</span> : null}
            </div>
            {/* Clicks and pointer moves reach the options through their listbox; the keyboard's way is the input's
                (the combobox keeps the focus and names the active option), so the listbox takes no focus. */}
            {/* Busy while its later rows are still being drawn (use-revealed-rows.ts). */}
            {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */}
            <div
              className="casino-search__listbox"
              role="listbox"
              id={listboxId}
              aria-labelledby={titleId}
              aria-busy={revealed < options.length ? true : undefined}
              onClick={followOption}
              onPointerMove={pointOption}
            >
              {options.slice(0, revealed).map((option, at) => (
                <SearchRow key={option.key} option={option} id={optionId(at)} at={at} selected={at === active} />
              ))}
            </div>
            {list.more ? (
              <button type="button" className="casino-search__more" onClick={list.more.onMore}>
                {list.more.label}
              </button>
            ) : null}
          </>
        ) : (
          // The input's listbox is always there (aria-controls names it), empty when nothing is listed.
          <div role="listbox" id={listboxId} aria-label={inputLabel} hidden />
        )}
      </div>
    </div>
  );
}

interface SearchRowProps {
  readonly option: SearchOption;
  readonly id: string;
  readonly at: number;
  readonly selected: boolean;
}

const sameRow = (before: SearchRowProps, after: SearchRowProps): boolean =>
  before.id === after.id &&
  before.at === after.at &&
  before.selected === after.selected &&
  before.option.href === after.option.href &&
  before.option.label === after.option.label &&
  before.option.detail === after.option.detail &&
  before.option.imageUrl === after.option.imageUrl;

/** One option: a link with the game's art (or a place's icon), its name and what it is. */
const SearchRow = memo(function SearchRow({ option, id, at, selected }: SearchRowProps) {
  return (
    <a id={id} role="option" aria-selected={selected} tabIndex={-1} className="casino-search__option" href={option.href} data-at={at}>
      {option.imageUrl ? (
        <img className="casino-search__art" src={option.imageUrl} alt="" width="48" height="64" loading="lazy" decoding="async" />
      ) : (
        <span className="casino-search__art casino-search__art--place" aria-hidden="true">
          ◆
        </span>
      )}
      <span className="casino-search__option-text">
        <span className="casino-search__option-label">{option.label}</span>
        <span className="casino-search__option-detail">{option.detail}</span>
      </span>
    </a>
  );
}, sameRow);
