// The modal stack: registered modals stack by priority; an unregistered one is closed instead; the old
// my-account modal closes only on a close-modal message from its frame's exact origin.
import * as modalStack from '@casino/machines/modal-stack';
import { forMachine } from '../playground/machine-description.ts';

const MY_ACCOUNT_ORIGIN = 'https://ucet.casino.example';

export const modalStackPlayground = forMachine(modalStack.modalStackMachine).describe({
  id: 'modal-stack',
  title: 'Modal stack',
  summary:
    'Register two modals, open both (the higher priority lies on top), open an unregistered one (closed at once); open my account and close it with a frame message.',
  input: () => ({ myAccountOrigin: MY_ACCOUNT_ORIGIN }),
  actors: { frameMessages: { kind: 'callback' } },
  events: [
    { label: 'game-details, medium', event: { type: 'modal-stack.register', id: 'game-details', priority: 'medium' } },
    { label: 'login, high', event: { type: 'modal-stack.register', id: 'login', priority: 'high' } },
    { label: 'game-details', event: { type: 'modal-stack.open', id: 'game-details' } },
    { label: 'login', event: { type: 'modal-stack.open', id: 'login' } },
    { label: 'unregistered', event: { type: 'modal-stack.open', id: 'promo-popup' } },
    { label: 'login', event: { type: 'modal-stack.close', id: 'login' } },
    { label: 'game-details', event: { type: 'modal-stack.unregister', id: 'game-details' } },
    { event: { type: 'modal-stack.close-all' } },
    { label: 'dashboard', event: { type: 'modal-stack.open-my-account', page: 'dashboard' } },
    { label: 'deposit', event: { type: 'modal-stack.open-my-account', page: 'deposit' } },
    { event: { type: 'modal-stack.close-my-account' } },
    {
      label: 'close-modal from the frame',
      event: { type: 'modal-stack.my-account-message', origin: MY_ACCOUNT_ORIGIN, data: modalStack.MY_ACCOUNT_CLOSE_MESSAGE },
    },
    {
      label: 'close-modal from elsewhere',
      event: { type: 'modal-stack.my-account-message', origin: 'https://evil.example', data: modalStack.MY_ACCOUNT_CLOSE_MESSAGE },
    },
  ],
  view: modalStack.connect,
});
