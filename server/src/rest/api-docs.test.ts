import { useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';
import { ENTRY_LOADER_HASH } from '../web/entry-loader';
import { FIRST_PAINT_SCRIPT_HASH } from '../web/first-paint';

const db = useTestDatabase();
const app = useTestApp(db);

/** Hosts that serve libraries to pages (a page of ours loads nothing from any of them). */
const CDN_HOSTS = /unpkg\.com|jsdelivr|cdnjs|googleapis|gstatic|cloudflare|petstore\.swagger\.io/i;

function attributes(html: string, tag: string, attribute: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*\\b${attribute}="([^"]*)"`, 'gi');
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

describe('GET /api/docs', () => {
  it('answers a public HTML page whose scripts and stylesheets all come from this origin', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    // The CSP stays strict: scripts from this origin, and inline only the pages' entry loader and
    // the results page's first paint by their hashes (web/entry-loader.ts, web/first-paint.ts),
    // which this page does not carry.
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${ENTRY_LOADER_HASH} ${FIRST_PAINT_SCRIPT_HASH};`,
    );
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(html).not.toMatch(/https?:\/\//); // every reference is a path of this origin
    const scripts = attributes(html, 'script', 'src');
    const styles = attributes(html, 'link', 'href').filter((href) => href.includes('.css'));
    expect(scripts.map((src) => src.split('?')[0])).toEqual([
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/docs-init.js',
    ]);
    expect(styles.map((href) => href.split('?')[0])).toEqual(['/api/docs/assets/swagger-ui.css']);
    for (const link of ['/', '/api/openapi.json', '/graphql/schema.graphql']) expect(html).toContain(`href="${link}"`);
  });

  it("serves the renderer's assets with their types, and they name no CDN host", async () => {
    const page = await (await app.request('/api/docs')).text();
    const assets = [...attributes(page, 'script', 'src'), ...attributes(page, 'link', 'href')].filter((url) =>
      url.startsWith('/api/docs/assets/'),
    );
    expect(assets).toHaveLength(3);
    for (const url of assets) {
      const response = await app.request(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      const type = response.headers.get('content-type') ?? '';
      expect({ url, type }).toEqual({
        url,
        type: expect.stringMatching(url.includes('.css') ? /^text\/css/ : /^(text|application)\/javascript/),
      });
      expect(response.headers.get('cache-control')).toMatch(/max-age=86400/);
      const text = await response.text();
      expect(text.length).toBeGreaterThan(url.includes('docs-init') ? 100 : 100_000);
      expect({ url, cdn: text.match(CDN_HOSTS)?.[0] }).toEqual({ url, cdn: undefined });
      // A stylesheet's url(…) are inline images only.
      if (url.includes('.css'))
        for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/g)) expect(match[1]).toMatch(/^data:/);
    }
    const init = await (await app.request('/api/docs/assets/docs-init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('validatorUrl: null'); // no badge from the outside validator
    expect(init).not.toMatch(/https?:\/\//);
  });

  it('serves no other file of the package, and the page is in the document', async () => {
    for (const path of ['/api/docs/assets/index.html', '/api/docs/assets/swagger-initializer.js']) {
      const response = await app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const document = await (await app.request('/api/openapi.json')).json();
    expect(document.paths['/api/docs'].get.responses['200'].content).toHaveProperty(['text/html']);
  });
});
