import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from '../layout/AppShell';
import { ErrorPage } from '../layout/ErrorPage';
import { PathPage } from '../pages/PathPage';
import { LoadingOverlay } from '../ui/LoadingOverlay';

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
