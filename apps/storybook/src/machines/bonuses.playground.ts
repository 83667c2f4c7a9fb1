// Bonuses and promotions: one operation at a time (confirm, template opt-in/out, tag opt-in); the
// lists change only after the platform agreed.
import type { DemoWorld } from '@casino/demo-data';
import * as bonuses from '@casino/machines/bonuses';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

const pendingBonusId = (world: DemoWorld): string => {
  const bonuses = player(world).bonuses;
  return (bonuses.find((bonus) => bonus.status.toLowerCase() === 'pending') ?? bonuses[0])?.id ?? 'B-1';
};

/** A promotion's template the demo player has not opted in to. */
const freeTemplate = (world: DemoWorld): string => {
  const optedIn = new Set(player(world).bonusTemplateOptIns.map((optIn) => optIn.templateCode));
  return world.promotions.find((promotion) => promotion.templateCode !== null && !optedIn.has(promotion.templateCode))?.templateCode ?? 'TEMPLATE';
};

const freeTag = (world: DemoWorld): string => {
  const tagged = new Set(player(world).tagNameOptIn.map((tag) => tag.name));
  return world.promotions.find((promotion) => promotion.tagName !== null && !tagged.has(promotion.tagName))?.tagName ?? 'tag';
};

export const bonusesPlayground = forMachine(bonuses.bonusesMachine).describe({
  id: 'bonuses',
  title: 'Bonuses and promotions',
  summary: 'Confirm a pending bonus, opt in to or out of a template, opt in to a tag; pick Fail on a call to see its error key as a snackbar request.',
  input: ({ world }) => {
    const demo = player(world);
    return {
      loggedIn: true,
      bonuses: demo.bonuses,
      bonusTemplateOptIns: demo.bonusTemplateOptIns,
      tagNameOptIn: demo.tagNameOptIn,
      promotions: world.promotions,
    };
  },
  actors: {
    confirmBonus: { kind: 'promise', answers: { confirmed: () => undefined } },
    optInToTemplate: { kind: 'promise', answers: { 'opted in': () => undefined } },
    optOutFromTemplate: { kind: 'promise', answers: { 'opted out': () => undefined } },
    optInToTag: { kind: 'promise', answers: { tagged: () => undefined } },
  },
  actions: ['track'],
  events: [
    { label: 'accept', event: ({ world }) => ({ type: 'bonuses.confirm', bonusId: pendingBonusId(world), action: 'accept' }) },
    { label: 'decline', event: ({ world }) => ({ type: 'bonuses.confirm', bonusId: pendingBonusId(world), action: 'decline' }) },
    { event: ({ world }) => ({ type: 'bonuses.opt-in', templateCode: freeTemplate(world) }) },
    { event: ({ world }) => ({ type: 'bonuses.opt-out', templateCode: player(world).bonusTemplateOptIns[0]?.templateCode ?? 'TEMPLATE' }) },
    { event: ({ world }) => ({ type: 'bonuses.tag-opt-in', tagName: freeTag(world) }) },
    { label: 'logged out', event: { type: 'bonuses.sync', loggedIn: false } },
    { label: 'logged in', event: { type: 'bonuses.sync', loggedIn: true } },
  ],
  view: bonuses.connect,
});
