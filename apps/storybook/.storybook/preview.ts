// Every story runs axe after rendering (and after its play function); a violation fails the story's
// test ('error'), in the Storybook UI and in the vitest run alike.
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
