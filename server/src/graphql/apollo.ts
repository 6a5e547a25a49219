import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { can } from '../auth/policies';
import { apiKeyGate } from '../auth/api-key-gate';
import { authenticate } from '../auth/authenticate';
import { buildRequestContext, viewerOf, type AppDeps, type RequestContext } from '../context';
import { answerOf, graphqlErrorHandler, sendGraphQLError } from '../error-answers';
import { DEFAULT_IMAGE_LIMITS } from '../services/photos.service';
import { UPLOAD_LIMITS } from '../services/upload.service';
import { graphqlArmor } from './armor';
import { formatError } from './format-error';
import { knownOperationTypes } from './operation-types';
import { getSchema } from './schema';
import { schemaFile } from './schema-file';

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

const POST_TYPES = ['application/json', 'multipart/form-data'];

/**
 * GraphQL over HTTP takes GET and POST, and a POST's body as JSON (multipart for editors' uploads);
 * anything else is refused here with a GraphQL error body (405 with `Allow`, 415) before the body is
 * read. Left to Apollo, another type answered 500 in plain text naming its middleware.
 */
const graphqlOverHttp: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    return sendGraphQLError(res, answerOf(405, 'GraphQL requests are GET or POST'));
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (req.method === 'POST' && !POST_TYPES.includes(type)) {
    return sendGraphQLError(res, answerOf(415, 'Send GraphQL requests as JSON (Content-Type: application/json)'));
  }
  next();
};

/**
 * Apollo Server at /graphql. The landing page is off (it loads from a CDN); the explorer is
 * bundled with the client instead. Batching is off; CSRF prevention is on (Apollo's default).
 */
export async function graphqlMiddleware(
  deps: AppDeps,
  httpServer: http.Server,
): Promise<{ handler: (RequestHandler | ErrorRequestHandler)[]; stop: () => Promise<void> }> {
  // Introspection and field suggestions: `npm run dev` or GRAPHQL_EXPLORER=true, never by default in production.
  const explorer = deps.config.graphqlExplorer;
  const armor = graphqlArmor(!explorer); // depth, alias, cost, token limits; suggestions off without the explorer
  const server = new ApolloServer<RequestContext>({
    schema: getSchema(),
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // Introspection is refused by graphql-js's own rule below (Apollo's refusal names Apollo Server
    // and tells how to turn it on: a library's name in an answer, issue 20.3).
    introspection: true,
    hideSchemaDetailsFromClientErrors: !explorer,
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: [
      knownOperationTypes,
      ...(explorer ? [] : [NoSchemaIntrospectionCustomRule]),
      ...armor.validationRules,
    ],
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
  const handler: RequestHandler[] = [
    schemaFile, // GET /graphql/schema.graphql: the SDL, also where introspection is off
    graphqlOverHttp,
    authenticate(deps),
    apiKeyGate(deps), // as on /api: X-API-Key's live key and budget, else the address's anonymous budget
    // 256 kB bodies; an admin's (uploadTreeData carries a whole file) up to the upload's limit.
    (req, res, next) => (can(viewerOf(req), 'catalogue:upload') ? adminJson : json)(req, res, next),
    // Multipart (file uploads: tree photos) only for editors, one file within the image limit.
    (req, res, next) => {
      if (!req.is('multipart/form-data') || can(viewerOf(req), 'tree:edit')) return next();
      sendGraphQLError(res, answerOf(403, 'File uploads are for editors'));
    },
    graphqlUploadExpress({ maxFileSize: DEFAULT_IMAGE_LIMITS.maxBytes, maxFiles: 1 }),
    expressMiddleware(server, { context: async ({ req }) => buildRequestContext(deps, req) }),
  ];
  return {
    // Malformed or oversized bodies, uploads, a lost database: GraphQL error bodies, never a page.
    handler: [...handler, graphqlErrorHandler],
    stop: () => server.stop(),
  };
}
