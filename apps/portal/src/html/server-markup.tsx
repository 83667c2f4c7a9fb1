// A part of a page whose server-rendered HTML can be reused (html/markup-cache.server.ts): on the
// server, with the render's markup context, it draws its children between two markers the first
// time (the stream keeps the bytes between them) and a placeholder afterwards (the stream puts those
// bytes in its place); anywhere else, in the browser included, it draws its children. The three
// children keep one shape on both sides (a marker or null on either side of the part), so React's
// ids (useId) inside the part are the same in the server's HTML and in the browser's hydration.
// Only for parts whose HTML depends on nothing but the view and the variant named: no per-request
// value, no Suspense boundary, no image React would preload from the head (the stream refuses to
// keep a part holding a script, a nonce or an unfinished boundary).
import { createContext, useContext, type ReactNode } from 'react';

/** The markers' attribute (`<template data-casino-markup…="key">`), which the stream looks for. */
export const MARKUP_ATTRIBUTE = 'data-casino-markup';

/** One render's use of the markup cache (cached-markup-stream.server.ts makes it). */
export interface MarkupRender {
  /** The part's key, and whether its bytes are held (for this render, whatever the cache does meanwhile). */
  readonly partOf: (view: object, variant: string) => { readonly key: string; readonly held: boolean };
}

export const MarkupRenderContext = createContext<MarkupRender | null>(null);

export interface ServerMarkupProps {
  /** The view the part is drawn from, compared by identity (one of the view cache's). */
  readonly view: object;
  /** Everything else the part's HTML depends on, as text. */
  readonly variant: string;
  /** Draws the part: not called when its bytes are held. */
  readonly children: () => ReactNode;
  /** False: drawn as in the browser, neither kept nor reused (the same shape either way). */
  readonly reuse?: boolean;
}

export function ServerMarkup({ view, variant, children, reuse = true }: ServerMarkupProps) {
  const render = useContext(MarkupRenderContext);
  if (render === null || !reuse) {
    return (
      <>
        {null}
        {children()}
        {null}
      </>
    );
  }
  const { key, held } = render.partOf(view, variant);
  const marker = (name: string) => <template {...{ [`${MARKUP_ATTRIBUTE}${name}`]: key }} />;
  return held ? (
    <>
      {marker('')}
      {null}
      {null}
    </>
  ) : (
    <>
      {marker('-begin')}
      {children()}
      {marker('-end')}
    </>
  );
}
