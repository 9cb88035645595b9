import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { modalStore } from '@gm-claim/web-core-state';
import { dialogClosed, dialogOpened, focusableIn } from './dialog-focus';
import { useI18n } from '@gm-claim/web-core-i18n';

export interface ModalShellProps {
  title: ReactNode;
  children: ReactNode;
  /** Non-closable modals ignore Escape and backdrop clicks. */
  closable?: boolean;
  onClose?: () => void;
  className?: string;
  hideTitle?: boolean;
}

/** Focus may leave a dialog only for these (announcements and the loading overlay sit above it). */
const OUTSIDE_ALLOWED = '.Toastify, [data-gm-overlay]';

/**
 * Accessible dialog (WAI-ARIA dialog pattern): role="dialog", aria-modal, labelled by its title; focus
 * moves to its first control, Tab and Shift+Tab stay inside, Escape closes it (when closable), and on
 * close the focus returns to the control that opened it (see dialog-focus.ts).
 */
export function ModalShell({ title, children, closable = true, onClose, className = '', hideTitle = false }: ModalShellProps) {
  const { t } = useI18n();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const close = useCallback((): void => (closeRef.current ? closeRef.current() : modalStore.getState().actions.close()), []);

  useEffect(() => {
    dialogOpened();
    const container = panel.current;
    if (container) (focusableIn(container)[0] ?? container).focus();
    return () => dialogClosed(() => modalStore.getState().modal !== null);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && closable) close();
      const container = panel.current;
      if (event.key !== 'Tab' || !container) return;
      const active = document.activeElement;
      if (active instanceof Element && active.closest(OUTSIDE_ALLOWED)) return;
      const items = focusableIn(container);
      if (!items.length) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const inside = active instanceof Node && container.contains(active);
      if (event.shiftKey && (active === first || active === container || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a click on the backdrop's page, a screen reader's move) comes back in.
    const onFocusIn = (event: FocusEvent): void => {
      const container = panel.current;
      const target = event.target;
      if (!container || !(target instanceof Element) || container.contains(target)) return;
      if (target.closest(OUTSIDE_ALLOWED) || target.closest('[role="dialog"]')) return;
      (focusableIn(container)[0] ?? container).focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [closable, close]);

  return (
    <div className="gm-modal-backdrop" data-testid="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && closable && close()}>
      <div ref={panel} className={`gm-modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={hideTitle ? 'gm-visually-hidden' : 'gm-modal__title'}>
          {title}
        </h2>
        {closable && (
          <button type="button" className="gm-modal__close" aria-label={t('modal.close')} onClick={close}>
            ×
          </button>
        )}
        <div className="gm-modal__body">{children}</div>
      </div>
    </div>
  );
}
