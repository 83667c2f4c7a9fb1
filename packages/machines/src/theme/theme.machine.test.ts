import { AnalyticsEventName, type AnalyticsEvent, type ThemeOption } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './theme.connect.ts';
import { themeMachine } from './theme.machine.ts';
import type { ThemeEvent, ThemeInput } from './theme.types.ts';

const start = (input: ThemeInput) => {
  const stored: ThemeOption[] = [];
  const tracked: AnalyticsEvent[] = [];
  const fakes = new FakeActors();
  const machine = themeMachine.provide({
    actors: { systemPreference: fakes.callback('systemPreference') },
    actions: {
      persistTheme: (_, { theme }) => void stored.push(theme),
      track: (_, event) => void tracked.push(event),
    },
  });
  const clock = new TestClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, fakes, stored, tracked, systemListener: () => fakes.running('systemPreference').sendBack };
};

describe('theme model', () => {
  const events: ThemeEvent[] = [
    { type: 'theme.toggle' },
    ...(['dark', 'light', 'system'] as const).map((theme) => ({ type: 'theme.set' as const, theme })),
    { type: 'theme.system-changed', dark: true },
    { type: 'theme.system-changed', dark: false },
  ];
  const inputs: ThemeInput[] = [
    { preference: null, systemDark: false },
    { preference: 'dark', systemDark: false },
    { preference: 'light', systemDark: true },
  ];
  testModel(modelOf(themeMachine, { events, inputs }), start);
});

describe('theme machine', () => {
  it('cycles dark → light → system → dark, storing and tracking each toggle', () => {
    const { actor, stored, tracked } = start({ preference: 'dark', systemDark: false });
    const seen = [connect(actor.getSnapshot()).preference];
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'theme.toggle' });
      seen.push(connect(actor.getSnapshot()).preference);
    }
    expect(seen).toEqual(['dark', 'light', 'system', 'dark']);
    expect(stored).toEqual(['light', 'system', 'dark']);
    expect(tracked).toEqual(['light', 'system', 'dark'].map((theme) => ({ event: AnalyticsEventName.themeToggle, theme })));
    expect(AnalyticsEventName.themeToggle).toBe('casino_theme_toggle');
  });

  it('starts from the stored preference, system when none', () => {
    expect(connect(start({ preference: 'light', systemDark: true }).actor.getSnapshot())).toEqual({ preference: 'light', resolved: 'light', next: 'system' });
    expect(connect(start({ preference: null, systemDark: true }).actor.getSnapshot())).toEqual({ preference: 'system', resolved: 'dark', next: 'dark' });
  });

  it('follows the device scheme while the preference is system', () => {
    const { actor, systemListener, tracked } = start({ preference: 'system', systemDark: false });
    expect(connect(actor.getSnapshot()).resolved).toBe('light');
    systemListener()({ type: 'theme.system-changed', dark: true });
    expect(connect(actor.getSnapshot()).resolved).toBe('dark');
    actor.send({ type: 'theme.set', theme: 'light' });
    expect(connect(actor.getSnapshot()).resolved).toBe('light');
    expect(tracked).toEqual([]);
  });

  it('property: after any toggles the preference follows the cycle and the store holds the last one', () => {
    fc.assert(
      fc.property(fc.constantFrom<ThemeOption | null>('dark', 'light', 'system', null), fc.nat(10), (preference, toggles) => {
        const { actor, stored } = start({ preference, systemDark: false });
        const order: ThemeOption[] = ['dark', 'light', 'system'];
        const first = order.indexOf(preference ?? 'system');
        for (let i = 0; i < toggles; i++) actor.send({ type: 'theme.toggle' });
        const expected = order[(first + toggles) % 3];
        expect(actor.getSnapshot().context.preference).toBe(expected);
        expect(actor.getSnapshot().value).toBe(expected);
        expect(stored.at(-1) ?? preference ?? 'system').toBe(expected);
      }),
    );
  });
});
