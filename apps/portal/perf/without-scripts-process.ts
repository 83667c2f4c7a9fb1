// The document without its scripts (without-scripts.ts) as a server of its own beside the portal
// (PORTAL_ORIGIN): a document request is rendered by the portal as any visitor's is, its scripts and
// module preloads taken out and compressed the way the portal compresses it (sent whole, where the
// portal streams it: its first bytes leave when the portal's last came, which costs it at FCP, not
// at blocking time); every other request (stylesheets, images, fonts) is the portal's own answer,
// passed on byte for byte.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BROTLI_PARAMS, chooseEncoding } from '../server/compression.ts';
import { serveUntilStopped } from './child-process.ts';
import { withoutScripts } from './without-scripts.ts';

const portal = new URL(process.env['PORTAL_ORIGIN'] ?? 'http://127.0.0.1:3000');

const isDocument = (incoming: IncomingMessage) => incoming.method === 'GET' && (incoming.headers.accept ?? '').includes('text/html');

const passOn = (incoming: IncomingMessage, outgoing: ServerResponse) => {
  const forward = request(
    { host: portal.hostname, port: portal.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: portal.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forward.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(forward);
};

const document = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
  const answer = await fetch(new URL(incoming.url ?? '/', portal), {
    headers: { accept: incoming.headers.accept ?? 'text/html', 'accept-encoding': 'identity' },
  });
  const html = withoutScripts(await answer.text());
  const encoding = chooseEncoding(incoming.headers['accept-encoding']);
  const body = encoding === 'br' ? brotliCompressSync(html, { params: BROTLI_PARAMS }) : encoding === 'gzip' ? gzipSync(html) : Buffer.from(html);
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding'),
  );
  outgoing.writeHead(answer.status, { ...headers, ...(encoding === null ? {} : { 'content-encoding': encoding }), 'content-length': String(body.length) });
  outgoing.end(body);
};

const server = createServer((incoming, outgoing) => {
  if (!isDocument(incoming)) return passOn(incoming, outgoing);
  document(incoming, outgoing).catch(() => outgoing.writeHead(502).end());
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  serveUntilStopped(`http://127.0.0.1:${port}`, () => new Promise<void>((resolve) => server.close(() => resolve())));
});
