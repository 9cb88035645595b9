import { useEffect, useRef, type RefObject } from 'react';

/** How long the heading may take to appear or the page to stop being inert (a wallet confirming). */
const FOCUS_WAIT_MS = 120_000;
/** For how long after the heading took the focus a focus fallen back to the page is given back to it. */
const FOCUS_HOLD_MS = 3_000;

/**
 * Issue 36 §1: on each change of `step` after the first render, what the user now waits for comes into
 * view — the page scrolls to its top (the step indicator and the new step's heading, under the sticky
 * header, not beside the footer where START CHALLENGE was) — and the step's heading takes the focus,
 * so a screen reader continues from the new step. While a dialog or the loading overlay keeps the page
 * inert the focus waits for it; a dialog's own return of the focus to its opener (a control of the
 * step that was left) is overridden.
 */
export function useStepInView(content: RefObject<HTMLElement | null>, step: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const scrollToTop = (): void => {
      (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    };
    scrollToTop();
    const started = Date.now();
    let focusedAt = 0;
    let frame = 0;
    const focusHeading = (): void => {
      const root = content.current;
      const heading = root?.querySelector<HTMLElement>('h1, h2');
      if (!root || !heading || root.closest('[inert]')) {
        if (Date.now() - started < FOCUS_WAIT_MS) frame = requestAnimationFrame(focusHeading);
        return;
      }
      if (focusedAt === 0) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        if (!heading.contains(document.activeElement)) heading.focus({ preventScroll: true });
        scrollToTop();
        focusedAt = Date.now();
      } else if (document.activeElement === null || document.activeElement === document.body) {
        // The focused heading was replaced (a step's chunk loading in, a view re-mounting) and the focus fell back
        // to the page: give it to the step's heading again. A focus the user moved elsewhere is left alone.
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      if (Date.now() - focusedAt < FOCUS_HOLD_MS) frame = requestAnimationFrame(focusHeading);
    };
    // After the commit, and after a closing dialog's focus return (a zero timeout) has run.
    const timer = setTimeout(() => (frame = requestAnimationFrame(focusHeading)), 0);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [content, step]);
}
