import { Router, type Request } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { findTreeBySlug, publishedSlugs } from '../services/slugs.service';

/** Public pages listed in the sitemap beside every published tree. */
const SITEMAP_PAGES = ['/', '/pacificislands', '/site', '/search-lists', '/tree-characteristics-glossary'];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Stable tree addresses (issue 26.5) on the web side: `/tree/{slug}` is the tree's page (rendered
 * by the client's route like every page); a slug the tree had before a rename answers a permanent
 * redirect to the current one, so old links and search engines follow it. `/sitemap.xml` lists the
 * public pages and every published tree by its slug, streamed.
 */
export function slugPages(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);

  router.get('/tree/:slug', async (req, res, next) => {
    try {
      const match = await findTreeBySlug(ctx(req), req.params.slug);
      if (!match.current) return res.redirect(301, `/tree/${match.slug}`);
      next();
    } catch (error) {
      // Not a tree's slug (or not one this caller may see): the page says so, as for a wrong id.
      if (error instanceof NotFoundError || error instanceof ValidationError) return next();
      next(error);
    }
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const base = deps.config.publicUrl;
      res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
      res.write(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      );
      for (const page of SITEMAP_PAGES) res.write(`<url><loc>${xml(base + page)}</loc></url>\n`);
      for await (const slugs of publishedSlugs(ctx(req))) {
        const lines = slugs.map(
          ({ slug, updatedAt }) =>
            `<url><loc>${xml(`${base}/tree/${slug}`)}</loc><lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod></url>\n`,
        );
        if (!res.write(lines.join(''))) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end('</urlset>\n');
    } catch (error) {
      if (res.headersSent) return res.destroy(error as Error);
      next(error);
    }
  });
  return router;
}
