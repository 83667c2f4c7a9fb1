// Player messages at game start: the first login message, message and dialog one at a time with 1 s
// between them (never for real-money play), then the bonus code's details, whose popup opens only for
// free spins or golden chips.
import type { DemoWorld } from '@casino/demo-data';
import * as playerMessages from '@casino/machines/player-messages';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

/** The demo player's bonus with free spins (its details open the popup) and one without. */
const bonusWith = (world: DemoWorld, popup: boolean) => {
  const details = Object.entries(player(world).bonusDetails);
  const found = details.find(([, detail]) => (detail.freeSpinsCount !== null || detail.goldenChips !== null) === popup) ?? details[0];
  if (!found) throw new Error('the demo player has no bonus details');
  return found;
};

export const playerMessagesPlayground = forMachine(playerMessages.playerMessagesMachine).describe({
  id: 'player-messages',
  title: 'Player messages',
  summary:
    'Start a demo game with a bonus code: close each message (the next one comes after 1 s), then the free-spins popup shows. Real-money play shows nothing.',
  actors: {
    fetchMessages: {
      kind: 'promise',
      answers: {
        'the waiting messages': ({ world }) => Object.values(player(world).waitingMessages).flatMap((messages) => messages ?? []),
        'no messages': () => [],
      },
    },
    fetchBonusDetails: {
      kind: 'promise',
      answers: { 'free spins (popup)': ({ world }) => bonusWith(world, true)[1], 'cash (no popup)': ({ world }) => bonusWith(world, false)[1] },
    },
  },
  events: [
    { label: 'demo, with a bonus code', event: ({ world }) => ({ type: 'player-messages.game-started', mode: 'demo', bonusCode: bonusWith(world, true)[0] }) },
    { label: 'real money', event: { type: 'player-messages.game-started', mode: 'real', bonusCode: null } },
    { event: { type: 'player-messages.close' } },
    { event: { type: 'player-messages.close-bonus-details' } },
  ],
  view: playerMessages.connect,
});
