import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  STATUS_STALE_AFTER_MS,
  statusAgeMs,
  type StatusCheck,
  type StatusDocument,
} from '@gm-claim/shared/status/document';
import { Button, ReadLoading } from '@gm-claim/web-core-ui';
import { formatDateIn, formatFixedIn, useI18n, usePageTexts } from '@gm-claim/web-core-i18n';
import { readStatusDocument, StatusMissingError } from '../data-access/read-status';
import './status.css';

/** The summary line of each overall state. */
const OVERALL = { ok: 'status.overall.ok', degraded: 'status.overall.degraded', down: 'status.overall.down' } as const;

/** How often the page reads the document again (the writer writes it every 5 s). */
const REFRESH_MS = 10_000;

/**
 * /status — how the claim is doing, for anyone, no wallet: the claim window, each API instance, the database, the
 * history index, each RPC node, the relayer, the chain, and the operators' note. It reads only /status.json, a
 * file the status writer keeps fresh beside the app, never the API: so it stays readable while the API is down,
 * and says since when it has not been updated once the document is older than 30 s.
 */
export function StatusPage() {
  return usePageTexts() ? <Status /> : null;
}

function Status() {
  const { t } = useI18n();
  const status = useQuery({
    queryKey: ['status-document'],
    queryFn: () => readStatusDocument(),
    refetchInterval: REFRESH_MS,
    retry: 1,
    staleTime: 0,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <article className="gm-verify gm-status" data-testid="status-page">
      <h1 className="gm-title gm-title--small">{t('status.title')}</h1>
      <p>{t('status.lead')}</p>
      {status.data ? (
        <StatusBody document={status.data} now={Math.max(now, status.dataUpdatedAt)} />
      ) : status.isError ? (
        <div className="gm-read-error" role="alert" data-testid="status-error">
          <p>{status.error instanceof StatusMissingError ? t('status.missing') : t('status.unreadable')}</p>
          <Button onClick={() => void status.refetch()} disabled={status.isFetching}>
            {status.isFetching ? t('read.retrying') : t('read.retry')}
          </Button>
        </div>
      ) : (
        <ReadLoading what={t('status.loading')} />
      )}
      {status.data && status.isError && (
        <div className="gm-read-error" role="alert" data-testid="status-error">
          <p>{t('status.unreadable')}</p>
          <Button onClick={() => void status.refetch()} disabled={status.isFetching}>
            {status.isFetching ? t('read.retrying') : t('read.retry')}
          </Button>
        </div>
      )}
    </article>
  );
}

function StatusBody({ document, now }: { document: StatusDocument; now: number }) {
  const { t, locale } = useI18n();
  const when = (iso: string): string => formatDateIn(locale, new Date(iso), t('common.utc'));
  const stale = statusAgeMs(document, now) > STATUS_STALE_AFTER_MS;
  const ids = { note: useId(), claims: useId(), services: useId(), chain: useId() };
  const claimsText = (): string => {
    const { state, opensAt, closesAt } = document.claims;
    if (state === 'not-open')
      return opensAt ? t('status.claimsNotOpen', { date: when(opensAt) }) : t('status.claimsUnknown');
    if (state === 'closed')
      return closesAt ? t('status.claimsClosed', { date: when(closesAt) }) : t('status.claimsUnknown');
    if (state === 'paused') return t('status.claimsPaused');
    if (state === 'open')
      return closesAt ? t('status.claimsOpenUntil', { date: when(closesAt) }) : t('status.claimsOpen');
    return t('status.claimsUnknown');
  };
  const relayer = document.relayer;
  return (
    <>
      {stale ? (
        <p className="gm-status__stale" role="status" data-testid="status-stale">
          {t('status.stale', { time: when(document.generatedAt) })}
        </p>
      ) : (
        <p className="gm-muted" data-testid="status-updated">
          {t('status.updated', { time: when(document.generatedAt) })}
        </p>
      )}
      <p
        className={`gm-status__overall gm-status__overall--${document.overall}`}
        data-testid="status-overall"
        data-state={document.overall}
      >
        {t(OVERALL[document.overall])}
      </p>
      {document.incident && (
        <section className="gm-status__note" aria-labelledby={ids.note} data-testid="status-incident">
          <h2 id={ids.note} className="gm-status__heading">
            {t('status.note')}
          </h2>
          <p className="gm-status__note-text">{document.incident.message}</p>
          <p className="gm-muted">{t('status.notePosted', { time: when(document.incident.postedAt) })}</p>
        </section>
      )}
      <section aria-labelledby={ids.claims}>
        <h2 id={ids.claims} className="gm-status__heading">
          {t('status.claims')}
        </h2>
        <p data-testid="status-claims" data-state={document.claims.state}>
          {claimsText()}
        </p>
      </section>
      <section aria-labelledby={ids.services}>
        <h2 id={ids.services} className="gm-status__heading">
          {t('status.services')}
        </h2>
        <ul className="gm-status__list">
          {document.api.map((check) => (
            <Row key={check.name} id={check.name} label={t('status.api', { name: check.name })} check={check} />
          ))}
          <Row id="database" label={t('status.database')} check={document.database} />
          <Row
            id="indexer"
            label={t('status.indexer')}
            check={{ name: 'indexer', ok: document.indexer.ok, latencyMs: null }}
            detail={
              document.indexer.lagBlocks === null ? undefined : t('status.lag', { blocks: document.indexer.lagBlocks })
            }
          />
          {document.indexer.processes.map((check) => (
            <Row
              key={check.name}
              id={check.name}
              label={t('status.indexerProcess', { name: check.name })}
              check={check}
              detail={
                check.role === 'writer'
                  ? t('status.roleWriter')
                  : check.role === 'standby'
                    ? t('status.roleStandby')
                    : undefined
              }
            />
          ))}
          {relayer.state !== 'none' && (
            <Row
              id="relayer"
              label={t('status.relayer')}
              check={{ name: 'relayer', ok: relayer.state === 'ok', latencyMs: null }}
              state={relayer.state === 'paused' ? t('status.paused') : undefined}
              detail={[
                relayer.queue === null ? null : t('status.queue', { count: relayer.queue }),
                relayer.budgetLeftWei === null
                  ? null
                  : t('status.budgetLeft', { amount: formatFixedIn(locale, BigInt(relayer.budgetLeftWei), 4) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          )}
        </ul>
      </section>
      <section aria-labelledby={ids.chain}>
        <h2 id={ids.chain} className="gm-status__heading">
          {t('status.chain')}
        </h2>
        <p data-testid="status-chain-head">
          {document.chain.head === null ? t('status.headUnknown') : t('status.head', { block: document.chain.head })}
        </p>
        <ul className="gm-status__list">
          {document.rpc.map((check) => (
            <Row
              key={check.name}
              id={`rpc-${check.name}`}
              label={t('status.node', { name: check.name })}
              check={check}
              detail={check.head === null ? undefined : t('status.head', { block: check.head })}
            />
          ))}
        </ul>
      </section>
    </>
  );
}

function Row({
  id,
  label,
  check,
  detail,
  state,
}: {
  id: string;
  label: string;
  check: StatusCheck;
  detail?: string | undefined;
  state?: string | undefined;
}) {
  const { t } = useI18n();
  const parts: ReactNode[] = [];
  if (check.latencyMs !== null && check.ok) parts.push(t('status.latency', { ms: check.latencyMs }));
  if (detail) parts.push(detail);
  return (
    <li className="gm-status__row" data-testid={`status-${id}`} data-ok={check.ok ? 'true' : 'false'}>
      <span className="gm-status__name">{label}</span>
      <span className={check.ok ? 'gm-status__ok' : 'gm-status__failing'}>
        {state ?? (check.ok ? t('status.working') : t('status.failing'))}
      </span>
      {parts.length > 0 && <span className="gm-status__detail">{parts.join(' · ')}</span>}
    </li>
  );
}

export default StatusPage;
