// The error displays, one module: one script for the islands of error-islands.ts.
export { ChromeErrorPage } from './error-boundary.tsx';
export { UpdatePage } from './update-page.tsx';
