// build-update: the latest build from builds/latest.json; a chunk error sends the page to the site's
// origin, where a full load picks up the new build.
import { BuildPoller } from '@casino/api-clients';
import { buildUpdate } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideBuildUpdate = (runtime: PortalRuntime) =>
  buildUpdate.buildUpdateMachine.provide({
    actors: {
      fetchLatestBuild: clientCall(runtime, () => BuildPoller.use((poller) => poller.latest())),
    },
    actions: {
      redirectToOrigin: () => runtime.env.location.redirect(runtime.env.location.origin),
    },
  });

export const buildUpdateInput = (runtime: PortalRuntime): buildUpdate.BuildUpdateInput => ({ currentBuildId: runtime.config.buildId });
