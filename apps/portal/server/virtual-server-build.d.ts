// The routes, entry and assets manifest that React Router's Vite plugin builds into the server bundle.
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
