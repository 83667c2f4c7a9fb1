// The one way a page or panel holds a machine on demand (PortalSystem.open, runtime/root/on-demand.ts):
// opened when the component wants it, closed when it no longer does or unmounts, so the last
// reader's close stops the machine. An open still loading when the hold ends is closed as soon as
// it arrives, never left running. `start: 'now'` asks the browser runtime to start (a visitor's
// waits for an interaction otherwise); `'when-running'` waits for it, so that a page's load stays
// that of a page without the machine. A chunk that fails to load leaves the page as it was drawn.
import { useEffect, useState, type DependencyList } from 'react';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import type { InputArgs } from '../runtime/root/on-demand.ts';
import type { OnDemandMachines } from '../runtime/root/on-demand-table.ts';
import { useBrowserRuntime, useWithBrowserRuntime } from './portal-system-provider.tsx';

type MachineId = keyof OnDemandMachines;
type ActorOf<K extends MachineId> = OnDemandMachines[K]['actor'];

export interface OnDemandHold<K extends MachineId> {
  /** The machine's input (none for a machine without one), or null while it is not wanted. */
  readonly input: InputArgs<OnDemandMachines[K]['input']> | null;
  readonly start?: 'now' | 'when-running';
  /** Runs once it is open; what it returns runs before it is closed (a last event, an unsubscribe). */
  readonly onOpened?: (actor: ActorOf<K>, started: BrowserRuntime) => (() => void) | void;
}

/** The machine while it is held (null before it has opened); `deps` are what the input and `onOpened` read. */
export const useOnDemandMachine = <K extends MachineId>(id: K, hold: OnDemandHold<K>, deps: DependencyList): ActorOf<K> | null => {
  const withRuntime = useWithBrowserRuntime();
  const running = useBrowserRuntime();
  const [actor, setActor] = useState<ActorOf<K> | null>(null);
  const waits = hold.start === 'when-running' && running === null;
  const wanted = hold.input !== null && !waits;
  useEffect(() => {
    const input = hold.input;
    if (input === null || waits) return;
    let held = true;
    let release = () => {};
    withRuntime((started) => {
      started.system.open(id, ...input).then(
        (opened) => {
          if (!held) return opened.close();
          const cleanUp = hold.onOpened?.(opened.actor, started);
          release = () => {
            cleanUp?.();
            opened.close();
          };
          setActor(opened.actor);
        },
        (error: unknown) => console.warn(`${String(id)}: the machine could not be opened`, error),
      );
    });
    return () => {
      held = false;
      release();
      setActor(null);
    };
    // The caller names what the input and onOpened read; `wanted` opens and closes the hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, wanted, withRuntime, ...deps]);
  return actor;
};
