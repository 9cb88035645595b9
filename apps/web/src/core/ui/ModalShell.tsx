import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { modalStore } from '@gm-claim/web-core-state';

export interface ModalShellProps {
  title: ReactNode;
  children: ReactNode;
  /** Non-closable modals ignore Escape and backdrop clicks. */
  closable?: boolean;
  onClose?: () => void;
  className?: string;
  hideTitle?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/** Accessible dialog: role="dialog", aria-modal, labelled by its title, focus trapped inside. */
export function ModalShell({ title, children, closable = true, onClose, className = '', hideTitle = false }: ModalShellProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const close = useCallback((): void => (closeRef.current ? closeRef.current() : modalStore.getState().actions.close()), []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && closable) close();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (!items.length) return;
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closable, close]);

  return (
    <div className="gm-modal-backdrop" data-testid="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && closable && close()}>
      <div ref={panel} className={`gm-modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={hideTitle ? 'gm-visually-hidden' : 'gm-modal__title'}>
          {title}
        </h2>
        {closable && (
          <button type="button" className="gm-modal__close" aria-label="Close" onClick={close}>
            ×
          </button>
        )}
        <div className="gm-modal__body">{children}</div>
      </div>
    </div>
  );
}
