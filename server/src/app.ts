import http from 'node:http';
import net from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { appRuntime, type AppDeps } from './context';
import { graphqlMiddleware } from './graphql/apollo';
import { logger } from './logger';
import { finalErrorHandler, notFoundHandler } from './error-answers';
import { createMetrics } from './metrics';
import { photoFiles } from './photo-files';
import { compressAnswers, requestLogging } from './request-pipeline';
import { restRouter } from './rest/router';
import { startSearchIndex } from './services/search.service';
import { startSiteFacts } from './services/site.service';
import { staticClient } from './static-client';
import { ENTRY_LOADER_HASH } from './web/entry-loader';
import { FIRST_PAINT_SCRIPT_HASH } from './web/first-paint';
import { slugPages } from './web/slug-pages';
import { ssrPages } from './web/ssr';

export interface RunningApp {
  app: express.Express;
  httpServer: http.Server;
  /**
   * Shutdown, before stop: for `graceMs` /api/ready answers 503 (a load balancer stops sending
   * here) and everything else as usual, connections kept alive. Then the server stops listening
   * (a new connection is refused: its client knows nothing was sent) and every answer closes its
   * connection; requests arriving on connections already open get a clean 503 with `Retry-After`,
   * until the requests in flight have finished, or 5 s. Kept-alive connections are what spares
   * clients a reset: with Connection: close during the grace each next request came on a new
   * connection, and those still in the accept queue when listening stopped were reset (issue 20.2).
   */
  drain(graceMs: number): Promise<void>;
  /** Stops Apollo and the HTTP server, letting in-flight requests finish. */
  stop(): Promise<void>;
}

function uploadOrigins(deps: AppDeps): string[] {
  const photos = deps.config.photos;
  if (photos.driver !== 's3') return [];
  return [
    photos.endpoint ? new URL(photos.endpoint).origin : `https://${photos.bucket}.s3.${photos.region}.amazonaws.com`,
  ];
}

/** The answer to requests that arrive after shutdown has begun (status 503, `Retry-After: 1`). */
export const SHUTTING_DOWN = 'SelecTree is restarting: please try again in a moment.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the whole HTTP application: /graphql, /api, then the client with history fallback. */
export async function createApp(deps: AppDeps, options: { clientDistDir?: string } = {}): Promise<RunningApp> {
  const app = express();
  const httpServer = http.createServer(app);
  let draining = false;
  let refusing = false;
  let inFlight = 0;
  /** Resolves once the server has stopped listening and its last connection has ended. */
  let connectionsEnded: Promise<void> | null = null;
  app.use((req, res, next) => {
    // Not listening any more: every answer closes its connection (the client reads the whole
    // answer, then the close), so the connections end without one request being cut.
    if (refusing) res.setHeader('Connection', 'close');
    if (refusing || (draining && req.path === '/api/ready')) {
      // Read the request to its end first: closing a socket with unread bytes sends a reset, and
      // the client would lose the answer.
      req.resume();
      req.once('end', () => {
        res.status(503).setHeader('Retry-After', '1').setHeader('Cache-Control', 'no-store');
        res.json({ message: SHUTTING_DOWN, status: 'not ready', reason: 'shutting down' });
      });
      return;
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    next();
  });
  app.disable('x-powered-by');
  app.set('env', deps.config.nodeEnv);
  app.set('trust proxy', deps.config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Scripts from this origin only, and the inline scripts of a server-rendered page by their hashes:
          // the entry's loader (web/entry-loader.ts) and the results page's first paint (web/first-paint.ts).
          scriptSrc: ["'self'", ENTRY_LOADER_HASH, FIRST_PAINT_SCRIPT_HASH],
          // A server-rendered page inlines its screens' styles (<style>) and Mantine sets style attributes; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // S3 storage: the browser PUTs photos straight to the bucket's endpoint.
          connectSrc: ["'self'", ...uploadOrigins(deps)],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Dynamic answers (JSON, GraphQL, index.html); hashed assets are served precompressed.
  app.use(compressAnswers());
  app.use(requestLogging(app, logger, { ignore: (req) => req.url === '/api/health' }));

  const metrics = createMetrics(deps);
  app.use(metrics.middleware);
  app.use(metrics.router);

  // Characteristic search's in-process facet index: built now, rebuilt on every catalogue write
  // any instance announces (services/search/index/search-index.ts).
  const stopSearchIndex = startSearchIndex(deps.db, appRuntime(deps).catalogue);
  // Site recommendations' facts (services/site/): rebuilt on the same announcements.
  const stopSiteFacts = startSiteFacts(deps.db, appRuntime(deps).catalogue);
  const graphql = await graphqlMiddleware(deps, httpServer);
  app.use('/graphql', ...graphql.handler);
  app.use('/api', restRouter(deps));
  app.use('/photos', photoFiles(deps));
  const distDir = options.clientDistDir; // the built client by default
  // /tree/{slug} (an old slug redirects) and /sitemap.xml; public pages rendered on the server (web/ssr.ts), else the shell below
  app.use(slugPages(deps), ssrPages(deps, { distDir }));
  app.use(staticClient(distDir, { explorer: deps.config.graphqlExplorer }));
  // What nothing answered, and errors no transport caught (a static path with a NUL byte, a photo
  // key that is not valid UTF-8): JSON, never Express's own page (which shows a stack outside production).
  app.use(notFoundHandler);
  app.use(finalErrorHandler);

  return {
    app,
    httpServer,
    async drain(graceMs) {
      draining = true;
      await sleep(graceMs);
      refusing = true;
      // Stop accepting, and let the connections already accepted end by themselves (each next
      // answer closes its connection; idle ones end at the client's or the server's keep-alive
      // timeout), so none is reset with its request unread. Not http.Server#close: it also closes
      // "idle" connections at once, and a connection accepted a moment ago whose request has not
      // been read yet counts as idle; its client would be cut.
      if (httpServer.listening)
        connectionsEnded = new Promise<void>((resolve) => net.Server.prototype.close.call(httpServer, () => resolve()));
      for (let waited = 0; inFlight > 0 && waited < 5000; waited += 25) await sleep(25);
    },
    async stop() {
      if (connectionsEnded) {
        // Longer than the server's keep-alive timeout (5 s), after which idle connections end.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([connectionsEnded, new Promise((resolve) => (timer = setTimeout(resolve, 7000)))]);
        clearTimeout(timer);
      }
      await graphql.stop(); // drains the HTTP server too (ApolloServerPluginDrainHttpServer)
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      stopSearchIndex();
      stopSiteFacts();
      await appRuntime(deps).accountMail.stop(); // the account e-mail running now is finished
      await appRuntime(deps).catalogue.stop();
    },
  };
}

export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
