import express, { Router, type Request, type RequestHandler } from 'express';
import { authenticate } from '../auth/authenticate';
import { authorize } from '../auth/policies';
import { buildRequestContext, viewerOf, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/content.schemas';
import { getUploadChoices, UPLOAD_LIMITS, UPLOAD_MESSAGES, uploadTreeData } from '../services/upload.service';
import { presentUploadReport } from './presenters/upload.presenter';

export const START_UPLOAD_PATH = '/tree/start-upload-file';
const PRIVATE = 'private, no-store';

/**
 * The upload's JSON body (up to 20 MB, where every other /api body stops at 1 MB), read only for an
 * admin: mounted before the router's own parser, it answers 401/403 before reading a byte of a
 * refused caller's body, and 413 with a message that says what to do.
 */
export function uploadBodyParser(deps: AppDeps): Router {
  const router = Router();
  const json = express.json({ limit: UPLOAD_LIMITS.maxBodyBytes });
  const adminOnly: RequestHandler = (req, _res, next) => {
    authorize(viewerOf(req), 'catalogue:upload');
    next();
  };
  const parse: RequestHandler = (req, res, next) =>
    json(req, res, (error?: unknown) => {
      if ((error as { status?: number } | undefined)?.status === 413) {
        res.status(413).json({ message: UPLOAD_MESSAGES.tooLarge });
        return;
      }
      next(error);
    });
  router.post(START_UPLOAD_PATH, authenticate(deps), adminOnly, parse);
  return router;
}

/**
 * Spec §7: POST /upload-file when the page opens (the recognised field lists and limits); POST
 * /tree/start-upload-file with the rows (column names first). Written: 200 and the report; refused:
 * 400 { message, report } naming every refused row, column and reason (nothing written).
 * `?dryRun=1` checks and compares without writing; `?fileName=` is kept with the run.
 */
export function uploadRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);
  mount(router, paths.uploadChoices, async (req, res) => {
    res.setHeader('Cache-Control', PRIVATE).json(await getUploadChoices(ctx(req)));
  });
  mount(router, paths.startUpload, async (req, res) => {
    const dryRun = req.query.dryRun === '1' || req.query.dryRun === 'true';
    const report = await uploadTreeData(ctx(req), req.body, { dryRun, fileName: req.query.fileName });
    res
      .status(report.status === 'refused' ? 400 : 200)
      .setHeader('Cache-Control', PRIVATE)
      .json(
        report.status === 'refused'
          ? { message: report.message, report: presentUploadReport(report) }
          : presentUploadReport(report),
      );
  });
  return router;
}
