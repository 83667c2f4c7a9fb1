// Game details as far as the tile that opened them knows them (name, provider, art), drawn the
// moment the details open, in the places the whole details take (game-details.tsx): the art in the
// media's 16:9 box, the name as the dialog's heading, the provider under it, and a quiet block
// where the table, tags, description and Play come when the data arrives. Busy for assistive
// technology meanwhile.
import { useLingui } from '@lingui/react/macro';
import type { GameTileShown } from '@casino/react-ui';
import { DETAILS_IMAGE_SIZE } from './game-details-view.ts';

export function DetailsPreview({ shown, headingId }: { readonly shown: GameTileShown; readonly headingId: string }) {
  const { t } = useLingui();
  return (
    <article className="casino-game-details" aria-labelledby={headingId} aria-busy="true">
      <div className="casino-game-details__media">
        <img className="casino-game-details__image" src={shown.imageUrl} {...DETAILS_IMAGE_SIZE} alt="" decoding="async" />
      </div>
      <div className="casino-game-details__head">
        <div className="casino-game-details__names">
          <h2 id={headingId} className="casino-game-details__name">
            {shown.name}
          </h2>
          {shown.provider ? <p className="casino-game-details__provider">{shown.provider}</p> : null}
        </div>
      </div>
      <div className="casino-game-details__pending" role="status">
        <span className="casino-visually-hidden">{t`Načítáme detail hry…`}</span>
        <span className="casino-game-details__pending-facts" aria-hidden="true" />
        <span className="casino-game-details__pending-actions" aria-hidden="true" />
      </div>
    </article>
  );
}
