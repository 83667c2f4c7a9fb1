// Storybook 10 on React + Vite. Telemetry is off (it costs seconds a build and phones home). Docgen is
// off: the playgrounds document themselves in their panel, and the TS 7 `tsc` cannot feed it anyway.
// The vitest addon runs every story (and its play function) as a test in real Chromium; it needs
// React pre-bundled, or Vite re-optimises mid-run and reloads the page under the tests.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      // The preview bundles React, xstate, the demo-data generator and axe: big by nature, not a leak.
      build: { chunkSizeWarningLimit: 1600 },
      optimizeDeps: {
        include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'xstate'],
      },
    }),
};

export default config;
