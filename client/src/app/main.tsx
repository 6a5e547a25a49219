import { loadAllMantineStyles } from './styles';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/lib/apollo-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

void loadAllMantineStyles();

const apolloClient = createApolloClient();
const router = createAppRouter(apolloClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider apolloClient={apolloClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
