// Start-up of the /modelo area: the fake back end's interceptor first (so no call escapes it), then the app.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '../../src/app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DemoProviders } from './app/providers.tsx';
import { createDemoRouter } from './app/router.tsx';
import { installDemoInterceptor } from './lib/interceptor.ts';

installDemoInterceptor(window);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente no index.html');

createRoot(container).render(
  <StrictMode>
    <DemoProviders>
      <RouterProvider router={createDemoRouter()} />
    </DemoProviders>
  </StrictMode>,
);
