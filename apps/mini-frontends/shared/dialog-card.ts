// The modal window of a mini-frontend: a <dialog> with the shared card's look (dialog-card.css,
// bundled into each build) beside its own class.
import { element } from './dom.ts';
import './dialog-card.css';

export const dialogCard = (className: string, attributes: Record<string, string>): HTMLDialogElement =>
  element('dialog', `casino-mf-dialog ${className}`, attributes);

/** The row of a dialog's title and close button. */
export const dialogHeader = (className: string): HTMLElement => element('div', `casino-mf-dialog__header ${className}`);
