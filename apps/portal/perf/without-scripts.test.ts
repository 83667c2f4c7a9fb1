import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutScripts } from './without-scripts.ts';

describe('withoutScripts', () => {
  it('takes out inline, module and data scripts and module preloads, and keeps the rest as it was', () => {
    const html =
      '<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/root.css">' +
      '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"><link rel="preload" as="image" href="/a.webp">' +
      '<script nonce="n1">window.x = "<b>";</script><SCRIPT type="module" src="/assets/entry.js"></SCRIPT></head>' +
      '<body><main><h1>Lobby</h1><img src="/b.webp" alt=""></main><script type="application/json" id="d">{"a":1}</script ></body></html>';
    expect(withoutScripts(html)).toBe(
      '<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/root.css">' +
        '<link rel="preload" as="image" href="/a.webp"></head><body><main><h1>Lobby</h1><img src="/b.webp" alt=""></main></body></html>',
    );
  });

  it('leaves a document without scripts or module preloads as it is, and leaves none in any document', () => {
    const text = fc.string().filter((each) => !/<script|<link/i.test(each));
    fc.assert(fc.property(text, (each) => withoutScripts(each) === each));
    const plain = fc.string().filter((each) => !each.includes('<'));
    const piece = fc.oneof(
      plain,
      fc.constant('<script>a()</script>'),
      fc.constant('<script src="/x.js" type="module"></script>'),
      fc.constant('<link rel=modulepreload href="/y.js">'),
    );
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const out = withoutScripts(pieces.join(''));
        return !/<script|modulepreload/i.test(out);
      }),
    );
  });
});
