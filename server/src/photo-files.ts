import { Router } from 'express';
import { appRuntime, type AppDeps } from './context';
import { LocalPhotoStorage } from './services/photos.service';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.webp': 'image/webp', '.png': 'image/png' };
const KEY = /^(?:trees|glossary)\/\d+\/[0-9a-f-]{36}(?:-\d{2,4}\.webp|\.jpg)$/;

/**
 * /photos/{key}: the processed photo files (never the raw uploads, which may still carry EXIF).
 * Local storage: straight from disk; S3: read through the app (a CDN or public bucket can serve
 * them instead: PHOTO_BASE_URL). Keys are unique per file, so answers are cached for a year.
 */
export function photoFiles(deps: AppDeps): Router {
  const router = Router();
  router.get(/^\/(.+)$/, async (req, res, next) => {
    const key = decodeURIComponent(req.params[0] ?? '');
    if (!KEY.test(key)) return res.status(404).end();
    const storage = appRuntime(deps).photos;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (storage instanceof LocalPhotoStorage) {
      // dotfiles: the default data folder is `.data`, which send() would refuse as a dot-file;
      // the key itself (KEY) cannot name one.
      return res.sendFile(storage.pathOf(key), { dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) res.status(404).end();
      });
    }
    try {
      const body = await storage.get(key);
      if (!body) return res.status(404).end();
      res.type(TYPES[key.slice(key.lastIndexOf('.'))] ?? 'application/octet-stream').send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
