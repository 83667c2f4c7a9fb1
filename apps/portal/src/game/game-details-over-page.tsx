// The details of a game over the page the visitor is on (game-details-host.tsx opens it): a modal
// dialog, a bottom sheet on phones and a card up to 500 px wide otherwise (part 2 §2 and §9). Its
// data is the /hra/{game} route's own loader, asked with the overlay flag, so the page and the
// details show the same contents from one place. The native dialog traps focus and closes on
// Escape; closing goes back in history, which is what back does too.
import { useEffect, useId, useRef } from 'react';
import { useFetcher, useMatches } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@casino/react-ui';
import { ErrorKey } from '@casino/core';
import { translateKey } from '../chrome/error-messages.ts';
import { GameDetails } from './game-details.tsx';
import { DETAILS_OVERLAY_PARAM, isDetailsUnavailable, type GameDetailsPageData, type GameDetailsUnavailable } from './game-details-view.ts';
import './game-details-over-page.css';

export interface GameDetailsOverPageProps {
  readonly gameCode: string;
  readonly href: string;
  readonly onClose: () => void;
}

export default function GameDetailsOverPage({ href, onClose }: GameDetailsOverPageProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<GameDetailsPageData | GameDetailsUnavailable>();
  // The page under the details, where a launch from them comes from.
  const matches = useMatches();
  const fromRoute = matches[matches.length - 1]?.id ?? 'preview';
  const address = `${href}?${DETAILS_OVERLAY_PARAM}=1`;
  const load = () => void fetcher.load(address);

  useEffect(() => {
    load();
    // Once per game: the host keys this component by the game's code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (!element.open) element.showModal();
    // A tap on the backdrop (the dialog element itself, outside its content) closes it, as Escape
    // and the close button do for the keyboard.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) closeRef.current();
    };
    element.addEventListener('click', onBackdrop);
    return () => {
      element.removeEventListener('click', onBackdrop);
      element.close();
    };
  }, []);

  const data = fetcher.data;
  const loading = data === undefined || fetcher.state === 'loading';
  return (
    <dialog
      ref={dialog}
      className="casino-details-dialog"
      aria-labelledby={data && !isDetailsUnavailable(data) ? headingId : undefined}
      aria-label={data && !isDetailsUnavailable(data) ? undefined : t`Detail hry`}
      aria-busy={loading}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="casino-details-dialog__body">
        <div className="casino-details-dialog__bar">
          <span className="casino-details-dialog__grip" aria-hidden="true" />
          <button type="button" className="casino-details-dialog__close" onClick={onClose} aria-label={t`Zavřít detail hry`}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {data === undefined ? (
          <div className="casino-details-dialog__skeleton" role="status">
            <span className="casino-visually-hidden">{t`Načítáme detail hry…`}</span>
          </div>
        ) : isDetailsUnavailable(data) ? (
          <Notice
            tone="error"
            message={data.unavailable === 'not-found' ? t`Tuto hru jsme nenašli.` : translateKey(i18n, ErrorKey.unableToDetails)}
            {...(data.unavailable === 'not-found' ? {} : { actionLabel: t`Zkusit znovu`, onAction: load })}
          />
        ) : (
          <GameDetails details={data.details} headingLevel={2} headingId={headingId} onRetry={load} fromRoute={fromRoute} />
        )}
      </div>
    </dialog>
  );
}
