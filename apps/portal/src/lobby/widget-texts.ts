// A lobby's widgets drawn from the shared answers (the view cache's, alike for every visitor of a
// page's version) travel to the browser in the loader data as JSON texts (json-texts.ts), one per
// widget, written once per view: the widgets were most of a lobby's values. A widget made per
// request (the jackpots, whose amounts are the request's) travels as it is. The server reads a text
// back as the very view it was written from (the reused markup is keyed by that view's identity:
// html/server-markup.tsx); the browser parses each text once. Only plain JSON data belongs in a view
// (lobby-views.ts), so the round trip keeps it whole (widget-texts.test.ts).
import type { LobbyWidgetView } from './lobby-views.ts';
import { textReader, textWriter } from '../json-texts.ts';

/** A widget's view as a JSON text (a string the loader data carries as one value). */
export type WidgetText = string & { readonly __widgetText: true };

/** A widget as the loader data carries it: a shared view's text, or a per-request view itself. */
export type SentWidget = LobbyWidgetView | WidgetText;

/** Texts read back that a side keeps: a server's lobby versions' widgets, with room to spare; one page load's. */
export const WIDGET_TEXTS_KEPT = 512;

const write = textWriter<LobbyWidgetView>();
const reader = textReader<LobbyWidgetView>(WIDGET_TEXTS_KEPT);

/** A shared view as text: written once per view; reading it back while it is held gives this view. */
export const widgetText = (view: LobbyWidgetView): WidgetText => {
  const text = write(view) as WidgetText;
  reader.remember(text, view);
  return text;
};

/** The view a sent widget stands for: the one its text was written from, else parsed once. */
export const widgetOf = (sent: SentWidget): LobbyWidgetView => (typeof sent === 'string' ? reader.read(sent) : sent);

/**
 * The widgets as the loader data carries them: texts for the views drawn from the shared answers, the
 * jackpots as they are (made per request: cachedLobbyWidgets in lobby-widgets-view.server.ts).
 */
export const sentWidgets = (widgets: readonly LobbyWidgetView[]): SentWidget[] =>
  widgets.map((widget) => (widget.kind === 'jackpots' ? widget : widgetText(widget)));

/** Texts held (tests: the memory stays bounded). */
export const widgetTextsHeld = (): number => reader.held();
