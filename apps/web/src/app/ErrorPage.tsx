import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '@gm-claim/web-core-i18n';

/** The router's default error page (docs/product.md#pages: "Unexpected Application Error!"). */
export function ErrorPage({ error }: { error?: unknown }) {
  const { t } = useI18n();
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="gm-error-page" role="alert">
      <h1>{t('error.unexpected')}</h1>
      {detail && <p>{detail}</p>}
      <a href="/">{t('error.back')}</a>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  pathname: string;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Another path gets its own chance (as the data router's errorElement clears on navigation). */
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * What a failing route shows: the error page instead of the route's element (the declarative router's
 * stand-in for the data router's errorElement; see routes.tsx).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
