import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const root = createRoot(container);

function render(wrap: (app: ReactNode) => ReactNode = (app) => app) {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        {wrap(
          <Providers>
            <RouterProvider router={router} />
          </Providers>,
        )}
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// docs/product.md §2.3: the performance panel (Ctrl+Shift+P) exists in development only. Vite replaces
// import.meta.env.DEV with false in a production build, so this branch, and the panel's chunk with its
// dynamic import, are dropped from the bundle.
if (import.meta.env.DEV) {
  import('./features/performance-panel/with-performance-panel')
    .then(({ withPerformancePanel }) => render(withPerformancePanel))
    .catch(() => render());
} else {
  render();
}
