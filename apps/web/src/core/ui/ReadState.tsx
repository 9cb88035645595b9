import type { ReactNode } from 'react';
import { shortMessage } from '@gm-claim/web-core-errors';
import { Button } from './Button';
import { stillTryingText, useStillTrying } from './StillTrying';
import { useI18n } from '@gm-claim/web-core-i18n';

/** The part of a react-query result a read-backed view needs. */
export interface ReadQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch(): unknown;
}

/** A failed read: what went wrong and a RETRY button (never a value that looks like data). */
export function ReadError({
  error,
  onRetry,
  retrying = false,
  what,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  what?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="gm-read-error" role="alert">
      <p>
        {what ? t('read.failed', { what }) : ''}
        {shortMessage(error)}
      </p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? t('read.retrying') : t('read.retry')}
      </Button>
    </div>
  );
}

/** A read in progress; after 2 s it also says it is still trying. */
export function ReadLoading({ what }: { what: string }) {
  const { t } = useI18n();
  const late = useStillTrying(true);
  return (
    <p className="gm-muted" role="status">
      {t('read.loading', { what })}
      {late && <span data-testid="still-trying"> {stillTryingText()}</span>}
    </p>
  );
}

/**
 * Shows `children` only once every query has data; until then a loading line, and when one failed its
 * error with a RETRY that refetches the failed ones.
 */
export function ReadState({
  queries,
  what,
  children,
}: {
  queries: readonly ReadQuery[];
  what: string;
  children: () => ReactNode;
}) {
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <ReadError
        error={failed[0]?.error}
        retrying={failed.some((query) => query.isFetching)}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <ReadLoading what={what} />;
  return <>{children()}</>;
}
