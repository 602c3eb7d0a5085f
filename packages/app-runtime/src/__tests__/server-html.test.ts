import { describe, expect, it } from 'vitest';
import { PAGE_END_MARKER, withPageHead } from '../server/head-tags.ts';
import { escapeForScript, withScriptNonce } from '../server/hydration-data.ts';
import { splitTemplate } from '../server/page-template.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <title>591租屋網</title>
    <meta name="description" content="全台租屋" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>`;

describe('splitTemplate', () => {
  it('splits inside the root element, keeping everything else', () => {
    const { head, tail } = splitTemplate(TEMPLATE);
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(tail.startsWith('\n    <script type="module"')).toBe(true);
    expect(`${head}</div>${tail}`).toBe(TEMPLATE);
  });

  it('refuses a template without the root element', () => {
    expect(() => splitTemplate('<html></html>')).toThrow(/root/);
  });
});

describe('escapeForScript', () => {
  it('leaves nothing that could end the script or open a comment', () => {
    const text = escapeForScript(JSON.stringify({ title: '</script><!-- & \u2028' }));
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><!-- & \u2028' });
  });
});

describe('withScriptNonce', () => {
  it("gives the template's inline scripts the response's nonce, and only them", () => {
    const tail =
      '<script>load()</script><script src="/a.js"></script><script type="module">x</script>';
    expect(withScriptNonce(tail, 'Ab+/9=')).toBe(
      '<script nonce="Ab+/9=">load()</script><script src="/a.js"></script><script type="module">x</script>',
    );
  });

  it('cannot be made to write anything but the nonce into the tag', () => {
    expect(withScriptNonce('<script>load()</script>', '"><img src=x>')).toBe(
      '<script nonce="imgsrc=x">load()</script>',
    );
  });

  it('leaves the template as it is without a nonce', () => {
    expect(withScriptNonce('<script>load()</script>')).toBe('<script>load()</script>');
  });
});

describe('withPageHead', () => {
  const { head } = splitTemplate(TEMPLATE);

  it("puts the page's title, description and canonical address in the head", () => {
    const html = withPageHead(
      head,
      { title: '信義區 套房 <新>', description: '近捷運 "雙"' },
      'https://rent.591.com.tw/123',
    );
    expect(html).toContain('<title>信義區 套房 &lt;新&gt;</title>');
    expect(html).toContain('<meta name="description" content="近捷運 &quot;雙&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://rent.591.com.tw/123" />');
    expect(html).toContain('<meta property="og:title" content="信義區 套房 &lt;新&gt;" />');
    expect(html).not.toContain('<title>591租屋網</title>');
  });

  it('holds the first render until the marker written after the page has been parsed', () => {
    const html = withPageHead(head, undefined, 'https://rent.591.com.tw/');
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render" \/>/.exec(html)?.[1];
    expect(expected).toBeDefined();
    const marker = new DOMParser().parseFromString(PAGE_END_MARKER, 'text/html');
    expect(marker.getElementById(expected!)).not.toBeNull();
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("keeps the app's title and description when the route has none", () => {
    const html = withPageHead(head, undefined, 'https://rent.591.com.tw/');
    expect(html).toContain('<title>591租屋網</title>');
    expect(html).toContain('<meta property="og:description" content="全台租屋" />');
  });

  it("preloads the page's lead photo as the page asks for it, and offers it to link previews", () => {
    const html = withPageHead(
      head,
      {
        title: 't',
        leadImage: {
          src: 'https://api.591.com.tw/v1/photos/r1/1-0-640.webp',
          srcSet:
            'https://api.591.com.tw/v1/photos/r1/1-0-320.avif 320w, https://api.591.com.tw/v1/photos/r1/1-0-640.avif 640w',
          sizes: '(min-width: 768px) 800px, 100vw',
          type: 'image/avif',
        },
      },
      'https://rent.591.com.tw/1',
    );
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(
      'imagesrcset="https://api.591.com.tw/v1/photos/r1/1-0-320.avif 320w, https://api.591.com.tw/v1/photos/r1/1-0-640.avif 640w"',
    );
    expect(preload).toContain('imagesizes="(min-width: 768px) 800px, 100vw"');
    expect(preload).toContain('fetchpriority="high"');
    expect(html.indexOf(preload!)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<meta property="og:image" content="https://api.591.com.tw/v1/photos/r1/1-0-640.webp" />',
    );
  });

  it('writes structured data that cannot break out of its script', () => {
    const html = withPageHead(
      head,
      { title: 't', structuredData: { name: '</script><script>alert(1)</script>' } },
      'https://rent.591.com.tw/1',
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
