// A reused part is sent as exactly the bytes React writes for it in place, ids (useId) included, and
// the shape the browser hydrates (no markup context) renders the same HTML; only a part that holds
// nothing of one request is kept.
import { PassThrough, Writable } from 'node:stream';
import fc from 'fast-check';
import { useId, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cachedMarkup } from './cached-markup-stream.server.ts';
import { createMarkupCache, type MarkupCache } from './markup-cache.server.ts';
import { MarkupRenderContext, ServerMarkup } from './server-markup.tsx';

const rendered: string[] = [];

function Row({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  rendered.push(title);
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface PageProps {
  readonly views: ReadonlyArray<{ readonly title: string; readonly extra?: ReactNode; readonly reuse?: boolean }>;
}

function Page({ views }: PageProps) {
  return (
    <main>
      <Row title="first" />
      {views.map((view, index) => (
        <ServerMarkup key={view.title} view={view} variant={String(index)} reuse={view.reuse}>
          {() => <Row title={view.title}>{view.extra}</Row>}
        </ServerMarkup>
      ))}
      <p>text {'and'} more</p>
    </main>
  );
}

/** The server's render of the page through the markup stream, in the pieces React wrote. */
const serverRender = async (page: PageProps, cache: MarkupCache, problems: string[] = []): Promise<string> => {
  const markup = cachedMarkup(cache, (problem) => problems.push(problem));
  const out: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.push(chunk);
        callback();
      },
    });
    sink.on('finish', resolve);
    markup.stream.on('error', reject);
    markup.stream.pipe(sink);
  });
  const { pipe } = renderToPipeableStream(
    <MarkupRenderContext value={markup.render}>
      <Page {...page} />
    </MarkupRenderContext>,
    { onAllReady: () => pipe(markup.stream), onError: (error) => void problems.push(String(error)) },
  );
  await done;
  return Buffer.concat(out).toString('utf8');
};

const page: PageProps = { views: [{ title: 'rows' }, { title: 'tiles' }, { title: 'logos' }] };

describe('cached markup', () => {
  it('sends a reused part as the bytes React wrote for it, without rendering it again', async () => {
    const cache = createMarkupCache();
    const problems: string[] = [];
    rendered.length = 0;
    const first = await serverRender(page, cache, problems);
    expect(rendered).toEqual(['first', 'rows', 'tiles', 'logos']);
    rendered.length = 0;
    const second = await serverRender(page, cache, problems);
    expect(rendered).toEqual(['first']);
    expect(second).toBe(first);
    expect(first).not.toContain('data-casino-markup');
    expect(problems).toEqual([]);
    // What the browser hydrates: the same component tree without the server's context.
    expect(first).toBe(renderToString(<Page {...page} />));
  });

  it('gives every part its own bytes, with ids as in place', async () => {
    const cache = createMarkupCache();
    await serverRender(page, cache);
    const again = await serverRender(page, cache);
    const ids = [...again.matchAll(/<h2 id="([^"]+)">(\w+)</g)].map(([, id, title]) => `${title}:${id}`);
    expect(new Set(ids).size).toBe(4);
    expect(again).toBe(renderToString(<Page {...page} />));
  });

  it('renders again a part whose view or variant is another', async () => {
    const cache = createMarkupCache();
    await serverRender(page, cache);
    rendered.length = 0;
    const other = { views: [page.views[1]!, page.views[0]!, { title: 'new' }] };
    const html = await serverRender(other, cache);
    // Each view at another place is another variant: all three are drawn.
    expect(rendered).toEqual(['first', 'tiles', 'rows', 'new']);
    expect(html).toBe(renderToString(<Page {...other} />));
  });

  it('draws a part not to be reused every time, in the same shape as the browser', async () => {
    const cache = createMarkupCache();
    const mixed = { views: [{ title: 'rows' }, { title: 'unknown', reuse: false }] };
    await serverRender(mixed, cache);
    const bytesKept = cache.size();
    rendered.length = 0;
    const again = await serverRender(mixed, cache);
    expect(rendered).toEqual(['first', 'unknown']);
    expect(cache.size()).toBe(bytesKept);
    expect(again).toBe(renderToString(<Page {...mixed} />));
  });

  it('keeps no part that holds a script or a nonce', async () => {
    const cache = createMarkupCache();
    const withScript = { views: [{ title: 'script', extra: <script nonce="abc">{'1'}</script> }] };
    await serverRender(withScript, cache);
    rendered.length = 0;
    await serverRender(withScript, cache);
    expect(rendered).toEqual(['first', 'script']);
  });

  it('finds markers cut anywhere between chunks', async () => {
    const cache = createMarkupCache();
    await serverRender(page, cache);
    // The second render's raw bytes (placeholders), fed to a fresh stream of the same cache in
    // pieces cut at arbitrary places.
    const raw = await new Promise<Buffer>((resolve) => {
      const markup = { render: cachedMarkup(cache, () => {}).render };
      const out: Buffer[] = [];
      const sink = new PassThrough();
      sink.on('data', (data: Buffer) => out.push(data));
      sink.on('end', () => resolve(Buffer.concat(out)));
      const { pipe } = renderToPipeableStream(
        <MarkupRenderContext value={markup.render}>
          <Page {...page} />
        </MarkupRenderContext>,
        { onAllReady: () => pipe(sink) },
      );
    });
    expect(raw.toString()).toContain('<template data-casino-markup="');
    const expected = renderToString(<Page {...page} />);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: raw.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const problems: string[] = [];
        const { stream, render } = cachedMarkup(cache, (problem) => problems.push(problem));
        // This render holds the placeholders' bytes as a render that drew them would.
        for (const [index, view] of page.views.entries()) render.partOf(view, String(index));
        const out: Buffer[] = [];
        stream.on('data', (data: Buffer) => out.push(data));
        const ended = new Promise((resolve) => stream.on('end', resolve));
        const at = [0, ...[...new Set(cuts)].sort((a, b) => a - b), raw.length];
        for (let index = 1; index < at.length; index += 1) stream.write(raw.subarray(at[index - 1], at[index]));
        stream.end();
        await ended;
        expect(problems).toEqual([]);
        expect(Buffer.concat(out).toString('utf8')).toBe(expected);
      }),
    );
  });

  it('reports a placeholder whose bytes the render does not hold', async () => {
    const problems: string[] = [];
    const { stream } = cachedMarkup(createMarkupCache(), (problem) => problems.push(problem));
    const out: Buffer[] = [];
    stream.on('data', (data: Buffer) => out.push(data));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.end(Buffer.from('<p>a</p><template data-casino-markup="m9"></template><p>b</p>'));
    await ended;
    expect(problems).toHaveLength(1);
    expect(Buffer.concat(out).toString()).toBe('<p>a</p><p>b</p>');
  });
});

describe('createMarkupCache', () => {
  it('keys a view and variant alike every time, and another view or variant otherwise', () => {
    const cache = createMarkupCache();
    const view = {};
    expect(cache.keyOf(view, 'a')).toBe(cache.keyOf(view, 'a'));
    expect(cache.keyOf(view, 'b')).not.toBe(cache.keyOf(view, 'a'));
    expect(cache.keyOf({}, 'a')).not.toBe(cache.keyOf(view, 'a'));
  });

  it('holds at most its bytes, the least recently used leaving first', () => {
    const cache = createMarkupCache(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size()).toBe(8);
    cache.set('d', Buffer.alloc(11));
    expect(cache.get('d')).toBeUndefined();
  });
});
