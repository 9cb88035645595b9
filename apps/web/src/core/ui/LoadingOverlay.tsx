import { useEffect, useRef, useState } from 'react';
import { Logo } from './Logo';
import { useI18n } from '@gm-claim/web-core-i18n';

export interface LoadingOverlayProps {
  /** Black overlay instead of the translucent one. */
  opaque?: boolean;
  /** What is going on, in words (announced by the app's live region, so not read again here). */
  message?: string | null;
  /**
   * The way back while a flow waits (a wallet that never answers): after `hideAfterMs` a button hides
   * the overlay; the flow goes on and its result still arrives as a toast.
   */
  onHide?: () => void;
  hideAfterMs?: number;
}

export const HIDE_OVERLAY_AFTER_MS = 10_000;

/** Full-screen loading overlay; the logo turns once per second. */
export function LoadingOverlay({ opaque = false, message, onHide, hideAfterMs = HIDE_OVERLAY_AFTER_MS }: LoadingOverlayProps) {
  const { t } = useI18n();
  const [canHide, setCanHide] = useState(false);
  const hideButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!onHide) return undefined;
    const timer = setTimeout(() => setCanHide(true), hideAfterMs);
    return () => clearTimeout(timer);
  }, [onHide, hideAfterMs]);

  useEffect(() => {
    // Everything behind is covered (and inert): the one control there is gets the keyboard's focus.
    if (canHide) hideButton.current?.focus();
  }, [canHide]);

  return (
    <div
      className={`gm-loading ${opaque ? 'gm-loading--opaque' : ''}`}
      role="status"
      aria-live="polite"
      aria-label={t('overlay.loading')}
      data-gm-overlay=""
    >
      <div className="gm-loading__content">
        <Logo size={72} className="gm-loading__logo" />
        {message && (
          <p className="gm-loading__message" aria-hidden="true" data-testid="loading-message">
            {message}
          </p>
        )}
        {onHide && canHide && (
          <button ref={hideButton} type="button" className="gm-button gm-button--ghost" onClick={onHide}>
            {t('overlay.hide')}
          </button>
        )}
      </div>
    </div>
  );
}
