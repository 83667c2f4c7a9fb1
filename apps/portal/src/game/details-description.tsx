// The description of game details: at most 240 px high on phones and 420 px otherwise (part 2 §9),
// with a button to show the rest only when there is more (measured once the browser has laid it
// out). Without scripts the whole text shows.
import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

export function DetailsDescription({ text, id }: { readonly text: string; readonly id: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'whole' | 'clamped' | 'expanded'>('whole');
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    // Clamp first, then see whether the text is taller than its box.
    const measure = () => {
      element.dataset['clamped'] = '';
      const more = element.scrollHeight > element.clientHeight + 1;
      delete element.dataset['clamped'];
      setState(more ? 'clamped' : 'whole');
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    // Measured once the browser has laid the text out (the observer's first report): measured in the
    // hydration's commit, it forced a layout of the whole page and a synchronous re-render there, the
    // longest task of a phone's game page.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <>
      {/* Focusable from script (the info icon moves the focus here), not a stop of the Tab order. */}
      <div ref={box} id={id} tabIndex={-1} className="casino-game-details__description" data-clamped={state === 'clamped' ? '' : undefined}>
        <p>{text}</p>
      </div>
      {state === 'whole' ? null : (
        <button
          type="button"
          className="casino-game-details__more"
          aria-expanded={state === 'expanded'}
          aria-controls={id}
          onClick={() => setState(state === 'expanded' ? 'clamped' : 'expanded')}
        >
          {state === 'expanded' ? t`Zobrazit méně` : t`Zobrazit celý popis`}
        </button>
      )}
    </>
  );
}
