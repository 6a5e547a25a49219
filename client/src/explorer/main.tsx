// The GraphQL explorer for internal queries: GraphiQL bundled from npm (no CDN), served by the
// app at /explorer outside production. Signed-in calls: add an Authorization header in the
// Headers tab ({ "Authorization": "Bearer <token>" }).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const defaultQuery = `# SelecTree GraphQL explorer. Press Ctrl-Enter to run.
query FeaturedTree {
  featuredTree(region: CALIFORNIA) {
    id
    scientificName
    commonName
    family
  }
  featuredQuote {
    quote
    author
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
