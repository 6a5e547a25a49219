/** The page's HTML around the rendered markup: head tags, stylesheets, preloads (ssr.ts, no database). */
import { fillTemplate, preloadLinks, screenSheetTags, stylesheetsOf } from './ssr';

describe('fillTemplate', () => {
  it('moves the title and preloads React wrote first into the head, and puts the state after #root', () => {
    const html = fillTemplate(
      '<html><head><title>SelecTree</title></head><body><div id="root"></div></body></html>',
      '<link rel="preload" as="image" href="/a.jpg"/><title>Oak | SelecTree</title><main>$& $1</main>',
      '{"a":"\\u003c/script>"}',
      'selectree-ssr',
    );
    expect(html).toBe(
      '<html><head><title>Oak | SelecTree</title><link rel="preload" as="image" href="/a.jpg"/></head><body>' +
        '<div id="root"><main>$& $1</main></div><script type="application/json" id="selectree-ssr">{"a":"\\u003c/script>"}</script></body></html>',
    );
  });

  const TEMPLATE =
    '<html><head><link rel="stylesheet" crossorigin href="/assets/main-X1.css">\n    <title>SelecTree</title></head>' +
    '<body><div id="root"></div></body></html>';

  it("links the app's and the screens' styles as one sheet, names each sheet disabled for the module loader, and none of their scripts", () => {
    const html = fillTemplate(TEMPLATE, '<main></main>', '{}', 'selectree-ssr', [
      '/assets/a-1.css',
      '/assets/b_2-x.css',
    ]);
    expect(html).toBe(
      '<html><head><title>SelecTree</title>' +
        '<link rel="stylesheet" href="/assets/main-X1.css" disabled data-ssr-inlined>' +
        '<link rel="stylesheet" href="/assets/a-1.css" disabled data-ssr-inlined>' +
        '<link rel="stylesheet" href="/assets/b_2-x.css" disabled data-ssr-inlined>' +
        '<link rel="stylesheet" href="/assets/screens/main-X1~a-1~b_2-x.css" data-ssr-screens></head><body>' +
        '<div id="root"><main></main></div><script type="application/json" id="selectree-ssr">{}</script></body></html>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<style');
  });

  it("leaves the app's sheet as it is on a page whose screens have no styles of their own", () => {
    const html = fillTemplate(TEMPLATE, '<main></main>', '{}', 'selectree-ssr', []);
    expect(html).toContain('<head><link rel="stylesheet" crossorigin href="/assets/main-X1.css">');
    expect(html).not.toContain('/assets/screens/');
  });

  it('links each sheet as it is when one of them cannot be named in the one sheet', () => {
    expect(screenSheetTags(['/assets/a-1.css', '/assets/odd.name.css'])).toEqual([
      '<link rel="stylesheet" href="/assets/a-1.css">',
      '<link rel="stylesheet" href="/assets/odd.name.css">',
    ]);
    expect(screenSheetTags([])).toEqual([]);
  });

  it("puts React's preloads (the first photo) ahead of the stylesheet, so the parser meets them first", () => {
    const html = fillTemplate(
      '<html><head></head><body><div id="root"></div></body></html>',
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/p-320.webp 320w"/><main></main>',
      '{}',
      'selectree-ssr',
      ['/assets/a-1.css'],
    );
    expect(html).toContain(
      '<head><link rel="preload" as="image" fetchPriority="high" imageSrcSet="/p-320.webp 320w"/>' +
        '<link rel="stylesheet" href="/assets/a-1.css" disabled data-ssr-inlined>' +
        '<link rel="stylesheet" href="/assets/screens/a-1.css" data-ssr-screens></head>',
    );
  });
});

describe('preloadLinks', () => {
  it("sends the page's first photo as a Link header, with its srcset, sizes and priority, entities decoded", () => {
    const links = preloadLinks(
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/p-320.webp?a=1&amp;b=2 320w, /p-640.webp 640w" imageSizes="(max-width: 47.99em) calc(50vw - 24px), 372px"/>' +
        '<link rel="preload" href="/banner.svg" as="image"/><title>Oak | SelecTree</title><main><link rel="preload" href="/late.jpg" as="image"/></main>',
    );
    expect(links).toEqual([
      '</p-320.webp?a=1&b=2>; rel=preload; as="image"; fetchpriority="high"; imagesrcset="/p-320.webp?a=1&b=2 320w, /p-640.webp 640w"; imagesizes="(max-width: 47.99em) calc(50vw - 24px), 372px"',
      '</banner.svg>; rel=preload; as="image"',
    ]);
  });

  it('leaves out what a header cannot carry: other rels, no URL, a value beyond printable ASCII', () => {
    expect(
      preloadLinks(
        '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image"/>' +
          '<link rel="preload" as="image" href="/caf\u00e9.jpg"/><link rel="preload" as="image" href="/a\nb.jpg"/><main></main>',
      ),
    ).toEqual([]);
    expect(preloadLinks('<main><link rel="preload" as="image" href="/a.jpg"/></main>')).toEqual([]);
  });
});

describe('stylesheetsOf', () => {
  it('collects the CSS of the rendered screens and of the chunks they import, once each', () => {
    const manifest = {
      'src/app/routes/tree-detail.tsx': {
        file: 'assets/tree-detail.js',
        css: ['assets/tree-detail.css'],
        imports: ['_a.js'],
      },
      '_a.js': { file: 'assets/a.js', css: ['assets/List.css'], imports: ['_b.js', 'src/app/routes/tree-detail.tsx'] },
      '_b.js': { file: 'assets/b.js', css: ['assets/List.css', 'assets/Modal.css'] },
      'src/app/routes/upload.tsx': { file: 'assets/upload.js', css: ['assets/upload.css'] },
    };
    expect(stylesheetsOf(manifest, ['src/app/routes/tree-detail.tsx', 'src/app/routes/missing.tsx'])).toEqual([
      '/assets/tree-detail.css',
      '/assets/List.css',
      '/assets/Modal.css',
    ]);
  });
});
