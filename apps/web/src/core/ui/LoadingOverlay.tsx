import { Logo } from './Logo';

export interface LoadingOverlayProps {
  /** Black overlay instead of the translucent one. */
  opaque?: boolean;
}

/** Full-screen loading overlay; the logo turns once per second. */
export function LoadingOverlay({ opaque = false }: LoadingOverlayProps) {
  return (
    <div className={`gm-loading ${opaque ? 'gm-loading--opaque' : ''}`} role="status" aria-live="polite" aria-label="Loading">
      <Logo size={72} className="gm-loading__logo" />
    </div>
  );
}
