// @vitest-environment happy-dom
// A video that fails to load (its file answers 404, issue 21 finding 7) falls back to its poster and
// says so, instead of a player stuck at 0:00 that says nothing.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { VideoWidget, type VideoWidgetProps } from './VideoWidget.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const props: VideoWidgetProps = {
  title: 'Novinky týdne',
  videoUrl: 'http://platform.test/content/assets/video-missing',
  posterUrl: 'http://platform.test/content/assets/video-poster-missing',
  width: 640,
  height: 360,
  unsupportedText: 'Váš prohlížeč nepodporuje přehrávání videa.',
  playLabel: 'Přehrát video',
  failedText: 'Video se nepodařilo načíst.',
};

const mount = async (overrides: Partial<VideoWidgetProps> = {}) => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(VideoWidget, { ...props, ...overrides })));
  return container;
};

const press = async (container: HTMLElement) => {
  const play = container.querySelector('button');
  expect(play?.getAttribute('aria-label')).toBe('Přehrát video: Novinky týdne');
  await act(async () => play?.click());
};

describe('VideoWidget when the video does not load', () => {
  it('shows the poster again with the failure in words, and no player', async () => {
    const container = await mount();
    await press(container);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(props.videoUrl);
    await act(async () => video?.dispatchEvent(new Event('error')));
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(props.posterUrl);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Video se nepodařilo načíst.');
  });

  it('says so without a poster too', async () => {
    const container = await mount({ posterUrl: null });
    await press(container);
    await act(async () => container.querySelector('video')?.dispatchEvent(new Event('error')));
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Video se nepodařilo načíst.');
  });

  it('keeps playing while nothing failed', async () => {
    const container = await mount();
    await press(container);
    expect(container.querySelector('video')).not.toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
