// A lazily loaded chunk that no longer exists (a new build replaced it): the browsers' wordings of
// a failed dynamic import, and Vite's preload error.
const CHUNK_ERROR_TEXTS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
];

export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_TEXTS.some((text) => message.includes(text)) || (error instanceof Error && error.name === 'ChunkLoadError');
};
