import http from 'node:http';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { appRuntime, type AppDeps } from './context';
import { graphqlMiddleware } from './graphql/apollo';
import { logger } from './logger';
import { createMetrics } from './metrics';
import { photoFiles } from './photo-files';
import { restRouter } from './rest/router';
import { staticClient } from './static-client';

export interface RunningApp {
  app: express.Express;
  httpServer: http.Server;
  /** Starts draining: answers close their connections; resolves after `graceMs` (then call stop). */
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

/** Builds the whole HTTP application: /graphql, /api, then the client with history fallback. */
export async function createApp(deps: AppDeps): Promise<RunningApp> {
  const app = express();
  const httpServer = http.createServer(app);
  let draining = false;
  // While draining, every answer closes its connection, so clients stop reusing kept-alive
  // connections before the server closes them (a request sent on a closing one would be cut).
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes CSS variables in a <style> element; scripts stay strict.
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
  app.use(compression());
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));

  const metrics = createMetrics(deps);
  app.use(metrics.middleware);
  app.use(metrics.router);

  const graphql = await graphqlMiddleware(deps, httpServer);
  app.use('/graphql', ...graphql.handler);
  app.use('/api', restRouter(deps));
  app.use('/photos', photoFiles(deps));
  app.use(staticClient(undefined, { explorer: deps.config.nodeEnv !== 'production' }));

  return {
    app,
    httpServer,
    async drain(graceMs) {
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, graceMs));
    },
    async stop() {
      if (draining && httpServer.listening) {
        // Stop accepting, and let the connections already accepted (each answered with
        // `Connection: close`) end by themselves, so none is reset with its request unread.
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      await graphql.stop(); // drains the HTTP server too (ApolloServerPluginDrainHttpServer)
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
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
