// The close button of every mini-frontend's window: a 44 px "×", named by the portal's words (the
// caller sets them when it has them). Its look is in close-button.css, bundled into each build.
import { element } from './dom.ts';
import './close-button.css';

export const closeButton = (attributes: Record<string, string> = {}): HTMLButtonElement => {
  const button = element('button', 'casino-mf-close', { type: 'button', ...attributes });
  button.textContent = '×';
  return button;
};
