/**
 * Focus for dialogs (WAI-ARIA Authoring Practices, dialog pattern): the control that opened the first
 * dialog is remembered while one dialog replaces another (connect → sign in), and gets the focus back
 * when the last one closes; if that control is gone (the step it was on moved on), the page's heading
 * takes it, so a keyboard user continues from where the page now is.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

let opener: HTMLElement | null = null;
let openDialogs = 0;

function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Remembers the control that has the focus whenever the first modal opens, at the moment the modal
 * store changes — before the page behind turns inert (which takes the focus away from it) and before
 * the modal's code has loaded. Started once by the app shell; returns the unsubscribe.
 */
export function watchDialogOpeners(store: {
  subscribe(listener: (state: { modal: unknown }, previous: { modal: unknown }) => void): () => void;
}): () => void {
  return store.subscribe((state, previous) => {
    if (previous.modal === null && state.modal !== null) opener = focusedControl();
  });
}

function isShown(element: HTMLElement): boolean {
  return element.isConnected && !element.closest('[inert]') && element.getClientRects().length > 0;
}

/** The focusable elements inside `container`, in tab order of the document (hidden ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  // A document without layout (jsdom) has no client rects: there every connected element counts as shown.
  const laidOut = document.documentElement.getClientRects().length > 0;
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !laidOut || isShown(element),
  );
}

/** A dialog opened: the first one remembers the control that had the focus. */
export function dialogOpened(): void {
  if (openDialogs === 0 && opener === null) opener = focusedControl();
  openDialogs += 1;
}

/** Where focus goes when the opener is gone: the main content's heading (made focusable for it). */
function fallbackTarget(): HTMLElement | null {
  const heading = ['main h1', 'main h2', 'main']
    .map((selector) => document.querySelector<HTMLElement>(selector))
    .find((element) => element !== null);
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading ?? null;
}

/**
 * A dialog closed. Once no dialog is open and none is about to replace it (`anotherPending`), the
 * opener gets the focus back, or the page's heading when the opener is gone or disabled.
 */
export function dialogClosed(anotherPending: () => boolean): void {
  openDialogs = Math.max(0, openDialogs - 1);
  // After the commit that removed the dialog (and lifted `inert` from the page behind it).
  setTimeout(() => {
    if (openDialogs > 0 || anotherPending()) return;
    const target = opener && isUsable(opener) ? opener : fallbackTarget();
    opener = null;
    target?.focus();
  }, 0);
}

function isUsable(element: HTMLElement): boolean {
  return element.isConnected && !(element as HTMLButtonElement).disabled && !element.closest('[inert]');
}

/** For tests: forget the remembered opener. */
export function resetDialogFocus(): void {
  opener = null;
  openDialogs = 0;
}
