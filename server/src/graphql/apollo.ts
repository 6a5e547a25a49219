import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { can } from '../auth/policies';
import { authenticate } from '../auth/authenticate';
import { buildRequestContext, viewerOf, type AppDeps, type RequestContext } from '../context';
import { DEFAULT_IMAGE_LIMITS } from '../services/photos.service';
import { UPLOAD_LIMITS } from '../services/upload.service';
import { graphqlArmor } from './armor';
import { formatError } from './format-error';
import { getSchema } from './schema';

/**
 * Every GraphQL answer is `Cache-Control: no-store`. This is what Apollo's default cache-control
 * plugin answered too (the schema has no cache hints, so every policy was uncacheable), but that
 * plugin also hooked every field of every operation (willResolveField, to gather hints that never
 * exist): work per field. It is disabled, and this sets the header.
 */
const noStorePlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * Apollo Server at /graphql. The landing page is off (it loads from a CDN); the explorer is
 * bundled with the client instead. Batching is off; CSRF prevention is on (Apollo's default).
 */
export async function graphqlMiddleware(
  deps: AppDeps,
  httpServer: http.Server,
): Promise<{ handler: RequestHandler[]; stop: () => Promise<void> }> {
  const production = deps.config.nodeEnv === 'production';
  const armor = graphqlArmor(production); // depth, alias, cost, token limits; suggestions off in production
  const server = new ApolloServer<RequestContext>({
    schema: getSchema(),
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: armor.validationRules,
    parseOptions: armor.parseOptions,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin,
    ],
  });
  await server.start();
  const json = express.json({ limit: '256kb' });
  const adminJson = express.json({ limit: UPLOAD_LIMITS.maxBodyBytes });
  return {
    handler: [
      authenticate(deps),
      // 256 kB bodies; an admin's (uploadTreeData carries a whole file) up to the upload's limit.
      (req, res, next) => (can(viewerOf(req), 'catalogue:upload') ? adminJson : json)(req, res, next),
      // Multipart (file uploads: tree photos) only for editors, one file within the image limit.
      (req, res, next) => {
        if (!req.is('multipart/form-data') || can(viewerOf(req), 'tree:edit')) return next();
        res
          .status(403)
          .json({ errors: [{ message: 'File uploads are for editors', extensions: { code: 'FORBIDDEN' } }] });
      },
      graphqlUploadExpress({ maxFileSize: DEFAULT_IMAGE_LIMITS.maxBytes, maxFiles: 1 }),
      expressMiddleware(server, { context: async ({ req }) => buildRequestContext(deps, req) }),
    ],
    stop: () => server.stop(),
  };
}
