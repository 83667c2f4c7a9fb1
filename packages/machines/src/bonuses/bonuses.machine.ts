// One operation at a time: confirm a bonus, opt in to or out of a template, opt in to a tag. The lists
// change locally only after the server agreed (core's opt-in rules); a failure shows its error key.
import { assign, emit, fromPromise, setup } from 'xstate';
import { bonusPopupClickEvent, ErrorKey, withoutTemplateOptIn, withTagOptIn, withTemplateOptIn, type AnalyticsEvent } from '@casino/core';
import type {
  BonusesContext,
  BonusesEmitted,
  BonusesEvent,
  BonusesInput,
  BonusOperation,
  ConfirmBonusInput,
  TagOptInInput,
  TemplateOptInput,
} from './bonuses.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

const operationOf = (event: BonusesEvent): BonusOperation | null => {
  switch (event.type) {
    case 'bonuses.confirm':
      return { kind: 'confirm', bonusId: event.bonusId, action: event.action };
    case 'bonuses.opt-in':
      return { kind: 'optIn', templateCode: event.templateCode };
    case 'bonuses.opt-out':
      return { kind: 'optOut', templateCode: event.templateCode };
    case 'bonuses.tag-opt-in':
      return { kind: 'tagOptIn', tagName: event.tagName };
    default:
      return null;
  }
};

const templateCodeOf = (operation: BonusOperation | null): string =>
  operation && (operation.kind === 'optIn' || operation.kind === 'optOut') ? operation.templateCode : '';

const tagNameOf = (operation: BonusOperation | null): string => (operation?.kind === 'tagOptIn' ? operation.tagName : '');

export const bonusesMachine = setup({
  types: {
    context: {} as BonusesContext,
    events: {} as BonusesEvent,
    input: {} as BonusesInput,
    emitted: {} as BonusesEmitted,
  },
  actors: {
    /** The platform script's bonus confirmation. */
    confirmBonus: fromPromise<void, ConfirmBonusInput>(notProvidedActor('bonuses', 'confirmBonus')),
    optInToTemplate: fromPromise<void, TemplateOptInput>(notProvidedActor('bonuses', 'optInToTemplate')),
    optOutFromTemplate: fromPromise<void, TemplateOptInput>(notProvidedActor('bonuses', 'optOutFromTemplate')),
    /** The marketing-tags POST. */
    optInToTag: fromPromise<void, TagOptInInput>(notProvidedActor('bonuses', 'optInToTag')),
  },
  actions: {
    track: notProvidedAction<AnalyticsEvent>('bonuses', 'track'),
    sync: assign(({ context, event }) => {
      if (event.type !== 'bonuses.sync') return context;
      const { type: _type, ...data } = event;
      return { ...context, ...data };
    }),
    startOperation: assign({ operation: ({ event }) => operationOf(event) }),
    endOperation: assign({ operation: null }),
    addTemplate: assign({
      bonusTemplateOptIns: ({ context }) => withTemplateOptIn(context.bonusTemplateOptIns, templateCodeOf(context.operation)),
    }),
    removeTemplate: assign({
      bonusTemplateOptIns: ({ context }) => withoutTemplateOptIn(context.bonusTemplateOptIns, templateCodeOf(context.operation)),
    }),
    addTag: assign({
      tagNameOptIn: ({ context }) => withTagOptIn(context.tagNameOptIn, tagNameOf(context.operation)),
    }),
    emitConfirmed: emit(({ context }) => {
      const operation = context.operation as Extract<BonusOperation, { kind: 'confirm' }>;
      return { type: 'bonuses.confirmed' as const, bonusId: operation.bonusId, action: operation.action };
    }),
    showConfirmError: emit(showAlert(ErrorKey.unableToConfirmBonus)),
    // A tag opt-in failure uses the template opt-in key (part 1 §8).
    showOptInError: emit(showAlert(ErrorKey.unableToOptinToBonusTemplate)),
    showOptOutError: emit(showAlert(ErrorKey.unableToOptoutFromBonusTemplate)),
  },
}).createMachine({
  id: 'bonuses',
  context: ({ input }) => ({
    loggedIn: input.loggedIn ?? false,
    bonuses: input.bonuses ?? [],
    bonusTemplateOptIns: input.bonusTemplateOptIns ?? [],
    tagNameOptIn: input.tagNameOptIn ?? [],
    promotions: input.promotions ?? [],
    operation: null,
  }),
  initial: 'idle',
  on: {
    'bonuses.sync': { actions: 'sync' },
  },
  states: {
    idle: {
      on: {
        'bonuses.confirm': {
          target: 'confirming',
          actions: ['startOperation', { type: 'track', params: ({ event }) => bonusPopupClickEvent(event.bonusId, event.action) }],
        },
        'bonuses.opt-in': { target: 'optingIn', actions: 'startOperation' },
        'bonuses.opt-out': { target: 'optingOut', actions: 'startOperation' },
        'bonuses.tag-opt-in': { target: 'taggingIn', actions: 'startOperation' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmBonus',
        src: 'confirmBonus',
        input: ({ context }) => {
          const operation = context.operation as Extract<BonusOperation, { kind: 'confirm' }>;
          return { bonusId: operation.bonusId, action: operation.action };
        },
        onDone: { target: 'idle', actions: ['emitConfirmed', 'endOperation'] },
        onError: { target: 'idle', actions: ['showConfirmError', 'endOperation'] },
      },
    },
    optingIn: {
      invoke: {
        id: 'optInToTemplate',
        src: 'optInToTemplate',
        input: ({ context }) => ({ templateCode: templateCodeOf(context.operation) }),
        onDone: { target: 'idle', actions: ['addTemplate', 'endOperation'] },
        onError: { target: 'idle', actions: ['showOptInError', 'endOperation'] },
      },
    },
    optingOut: {
      invoke: {
        id: 'optOutFromTemplate',
        src: 'optOutFromTemplate',
        input: ({ context }) => ({ templateCode: templateCodeOf(context.operation) }),
        onDone: { target: 'idle', actions: ['removeTemplate', 'endOperation'] },
        onError: { target: 'idle', actions: ['showOptOutError', 'endOperation'] },
      },
    },
    taggingIn: {
      invoke: {
        id: 'optInToTag',
        src: 'optInToTag',
        input: ({ context }) => {
          const tagName = tagNameOf(context.operation);
          return { tagName, tags: withTagOptIn(context.tagNameOptIn, tagName) };
        },
        onDone: { target: 'idle', actions: ['addTag', 'endOperation'] },
        onError: { target: 'idle', actions: ['showOptInError', 'endOperation'] },
      },
    },
  },
});
