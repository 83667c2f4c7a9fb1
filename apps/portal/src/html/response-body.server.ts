// The page's stream as a response body that a client leaving cannot turn into a crash. When a
// compressed response's connection closes, the compression's pipeline cancels the body with an
// AbortError, and React Router's pump (createReadableStreamFromReadable) destroys the stream with it
// and stops listening for its errors in the same call. While the render still writes, the render's
// pipeline hears that error; once the render has finished and only unsent bytes are left, nothing
// does, and an 'error' event nobody hears ends the process. The e2e run met it: a page the browser
// left just after its render finished.
import type { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';

/** The destroy's error has nowhere to go: the client it would be told to has gone. */
const clientLeft = (): void => {};

export const responseBody = (html: Readable): ReadableStream<Uint8Array> => {
  html.on('error', clientLeft);
  return createReadableStreamFromReadable(html);
};
