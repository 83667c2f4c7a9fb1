// What play functions do with a playground, in the words of its panel: send an event, pick an actor's
// outcome, settle a pending call, step the clock, and read the state, the view model, the context and
// the history. Every read waits (fake actors answer on the next microtask), none waits on real time.
import { expect, userEvent as defaultUserEvent, waitFor, within } from 'storybook/test';
import type { OutcomeMode } from './machine-description.ts';

/** The part of user-event the helpers use (the play context's instrumented one fits). */
interface UserEvent {
  click(element: Element): Promise<void>;
  clear(element: Element): Promise<void>;
  paste(text: string): Promise<void>;
  selectOptions(element: Element, values: string | string[]): Promise<void>;
}

/** Generous: CI machines may be busy; a read that holds never waits this long. */
const WAIT = { timeout: 5000 };

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export const drive = ({ canvasElement, userEvent = defaultUserEvent }: { canvasElement: HTMLElement; userEvent?: UserEvent }) => {
  const canvas = within(canvasElement);
  const section = (testId: string) => canvas.getByTestId(testId);
  const eventButton = (label: string) => canvas.getByRole('button', { name: exactly(label) });

  /**
   * The tree row at a dotted path, opening its folded ancestors (and the page of a long array) the
   * way a viewer would, by clicking their summaries.
   */
  const rowAt = async (testId: string, path: string): Promise<HTMLElement> => {
    const root = section(testId);
    const parts = path.split('.');
    const find = (depth: number) => root.querySelector<HTMLElement>(`[data-path="${CSS.escape(parts.slice(0, depth).join('.'))}"]`);
    for (let depth = 1; depth <= parts.length; depth += 1) {
      if (!find(depth) && depth > 1) {
        const pages = find(depth - 1)?.querySelectorAll<HTMLDetailsElement>(':scope > details > ul > li > details');
        const page = pages?.[Math.floor(Number(parts[depth - 1]) / 50)];
        if (page && !page.open) await userEvent.click(page.querySelector('summary')!);
      }
      const row = find(depth);
      if (!row) throw new Error(`no ${parts.slice(0, depth).join('.')} in ${testId}`);
      const details = row.querySelector<HTMLDetailsElement>(':scope > details');
      if (depth < parts.length && details && !details.open) await userEvent.click(details.querySelector('summary')!);
    }
    return find(parts.length)!;
  };

  /** A leaf's text, or a folded branch's summary (e.g. "Array(3)"). */
  const valueAt = async (testId: string, path: string): Promise<string> => {
    const row = await rowAt(testId, path);
    const value = row.querySelector<HTMLElement>(':scope > .pg-value') ?? row.querySelector<HTMLElement>(':scope > details > summary .pg-meta');
    return value?.textContent ?? '';
  };

  return {
    canvas,
    /** Clicks the event's button (it must be enabled). */
    send: async (label: string) => {
      const button = eventButton(label);
      await waitFor(() => expect(button).toBeEnabled(), WAIT);
      await userEvent.click(button);
    },
    expectEnabled: async (label: string) => waitFor(() => expect(eventButton(label)).toBeEnabled(), WAIT),
    expectDisabled: async (label: string) => waitFor(() => expect(eventButton(label)).toBeDisabled(), WAIT),
    /** Waits until the active states include this dotted leaf path. */
    expectState: async (leaf: string) =>
      waitFor(
        () =>
          expect(
            within(section('state-value'))
              .getAllByRole('listitem')
              .map((item) => item.textContent),
          ).toContain(leaf),
        WAIT,
      ),
    /** Waits until the running child machine `id` has this active leaf. */
    expectChild: async (id: string, leaf: string) =>
      waitFor(() => {
        const child = canvas.getByTestId('children').querySelector(`[data-child="${CSS.escape(id)}"]`);
        expect(child?.textContent?.split(': ').slice(1).join(': ').split(', ')).toContain(leaf);
      }, WAIT),
    expectNoChild: async (id: string) => waitFor(() => expect(canvasElement.querySelector(`[data-child="${CSS.escape(id)}"]`)).toBeNull(), WAIT),
    expectStatus: async (status: string) => waitFor(() => expect(section('status')).toHaveTextContent(status), WAIT),
    /** Waits until the view model's value at `path` reads `text` (strings in JSON quotes). */
    expectView: async (path: string, text: string) => waitFor(async () => expect(await valueAt('view-model', path)).toBe(text), WAIT),
    expectContext: async (path: string, text: string) => waitFor(async () => expect(await valueAt('context', path)).toBe(text), WAIT),
    /** The view model's value at `path` now, as shown. */
    readView: async (path: string) => valueAt('view-model', path),
    readContext: async (path: string) => valueAt('context', path),
    /** Waits until some history entry contains the text. */
    expectHistory: async (text: string) => waitFor(() => expect(canvas.getByRole('list', { name: 'History, newest first' })).toHaveTextContent(text), WAIT),
    /** Picks how the actor answers its next call. */
    outcome: async (actor: string, mode: OutcomeMode) => userEvent.selectOptions(canvas.getByLabelText(`Outcome of ${actor}`), mode),
    answer: async (actor: string, answer: string) => userEvent.selectOptions(canvas.getByLabelText(`Answer of ${actor}`), answer),
    error: async (actor: string, error: string) => userEvent.selectOptions(canvas.getByLabelText(`Error of ${actor}`), error),
    delay: async (actor: string, ms: number) => {
      await userEvent.clear(canvas.getByLabelText(`Delay of ${actor} (ms)`));
      await userEvent.paste(String(ms));
    },
    /** Settles the actor's oldest pending call by hand. */
    settle: async (actor: string, how: 'resolve' | 'fail') => {
      const name = new RegExp(`^${how === 'resolve' ? 'Resolve' : 'Fail'} call \\d+ of ${actor.replace(/[/]/g, '\\/')}$`);
      const [button] = await canvas.findAllByRole('button', { name }, WAIT);
      await userEvent.click(button!);
    },
    /** Moves the playground clock on by `ms`, firing due timers in order. */
    advance: async (ms: number) => {
      // clear focuses the field; one paste instead of a keystroke per digit
      await userEvent.clear(canvas.getByLabelText('Advance by (ms)'));
      await userEvent.paste(String(ms));
      await userEvent.click(canvas.getByRole('button', { name: 'Advance' }));
    },
    runNextTimer: async () => userEvent.click(canvas.getByRole('button', { name: 'Run next timer' })),
    toggleGuard: async (path: string) => userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(`^${path}:`) })),
    restart: async () => userEvent.click(canvas.getByRole('button', { name: 'Restart machine' })),
  };
};
