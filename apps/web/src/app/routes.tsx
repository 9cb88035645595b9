import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { ErrorPage } from './ErrorPage';
import { PathPage } from './PathPage';
import { LoadingOverlay } from '@gm-claim/web-core-ui';

/** One shell; every path goes through resolvePageType. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      {
        path: '*',
        element: (
          <Suspense fallback={<LoadingOverlay opaque />}>
            <PathPage />
          </Suspense>
        ),
        errorElement: <ErrorPage />,
      },
    ],
  },
];
