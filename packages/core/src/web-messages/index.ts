export { visibleWebMessages } from './visible-web-messages.ts';
export { activeDismissals, withDismissal, type WebMessageDismissals } from './dismissals.ts';
