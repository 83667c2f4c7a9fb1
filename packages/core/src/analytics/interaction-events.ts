// The small chrome events of part 2 §7: navigation, search, theme toggle, panic steps and the bonus
// popup's buttons.
import type { Origin } from '../types/session.ts';
import type { ThemeOption } from '../types/enums.ts';
import { unprefixedRouteName } from '../routes/route-table.ts';
import { normalizeSearchTerm } from '../search/index.ts';
import { AnalyticsEventName } from './analytics-event.ts';

export type PanicStep = 'start' | 'confirm' | 'block';
export type BonusPopupAction = 'accept' | 'decline';

export const navigationEvent = (origin: Origin, routeName: string) =>
  ({ event: AnalyticsEventName.navigation, origin, route_name: unprefixedRouteName(routeName) }) as const;

/** The term is tracked in its normalised spelling (D2), so "Král!" and "kral" count as one search. */
export const searchEvent = (term: string, origin: Origin) => ({ event: AnalyticsEventName.search, search_term: normalizeSearchTerm(term), origin }) as const;

/** `theme` is the preference the toggle moved to. */
export const themeToggleEvent = (theme: ThemeOption) => ({ event: AnalyticsEventName.themeToggle, theme }) as const;

export const panicStepEvent = (step: PanicStep) => ({ event: AnalyticsEventName.panicStep, step }) as const;

export const bonusPopupClickEvent = (bonusId: string, action: BonusPopupAction) =>
  ({ event: AnalyticsEventName.bonusPopupClick, bonus_id: bonusId, cta_action: action }) as const;
