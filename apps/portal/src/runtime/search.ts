// search: the tracked term into the data layer.
import { search } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideSearch = (runtime: PortalRuntime) =>
  search.searchMachine.provide({
    actions: {
      track: (_, event) => runtime.env.track(event),
    },
  });
