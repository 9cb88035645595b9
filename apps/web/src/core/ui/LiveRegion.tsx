/**
 * A polite live region present from the first render (a region added together with its text is not
 * reliably read): screen readers announce each new `message` — a transaction's progress.
 */
export function LiveRegion({ message }: { message: string | null }) {
  return (
    <div className="gm-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message ?? ''}
    </div>
  );
}
