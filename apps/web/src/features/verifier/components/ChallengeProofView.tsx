import { BPS_DENOMINATOR } from '@gm-claim/shared/constants';
import { explorerAddressUrl, explorerBlockUrl, explorerTxUrl, vrfExplorerUrl } from '@gm-claim/shared/explorer';
import { VRF } from '@gm-claim/web-core-config';
import { useI18n, type MessageKey } from '@gm-claim/web-core-i18n';
import type { ChallengeProof, EventPoint, TableRowAtBet } from '../data-access/challenge-proof';
import { recomputeOutcome } from '../data-access/outcome';
import { ExternalLink } from './ExternalLink';
import { pct, utc } from './format';

/** The page's words and formats: English keeps its ISO-like UTC times; other languages their own (Intl). */
function useProofI18n() {
  const i18n = useI18n();
  return { ...i18n, when: (seconds: number): string => (i18n.locale === 'en' ? utc(seconds) : i18n.date(seconds)) };
}

function Tx({ chainId, point }: { chainId: number; point: EventPoint }) {
  const { t, when } = useProofI18n();
  return (
    <>
      <ExternalLink href={explorerTxUrl(chainId, point.txHash)}>
        <span data-testid="tx-hash">{point.txHash}</span>
      </ExternalLink>{' '}
      <span className="gm-muted">
        ({t('proof.block')}{' '}
        <ExternalLink href={explorerBlockUrl(chainId, point.blockNumber)}>{point.blockNumber}</ExternalLink>
        {point.timestamp !== null ? `, ${when(point.timestamp)}` : ''})
      </span>
    </>
  );
}

function TableRow({ row, odds }: { row: TableRowAtBet; odds: ChallengeProof['odds'] }) {
  const { t, locale } = useI18n();
  if (row.kind === 'unavailable') return <>{t('proof.unreadable', { reason: row.reason })}</>;
  if (row.kind === 'none')
    return <>{row.atBlock !== null ? t('proof.noRowAt', { block: row.atBlock }) : t('proof.noRow')}</>;
  const same = odds !== null && odds.probBps === row.probBps && odds.lossBps === row.lossBps;
  return (
    <>
      {t('proof.row', { win: pct(row.probBps, locale), loss: pct(row.lossBps, locale), block: row.atBlock })}
      {row.setAtBlock !== null && t('proof.rowSetAt', { block: row.setAtBlock })}{' '}
      {odds !== null && (
        <span className={same ? 'gm-verify__match' : 'gm-verify__mismatch'}>
          {same ? t('proof.same') : t('proof.differs')}
        </span>
      )}
    </>
  );
}

/** The draw with its numbers: randomWord mod 10000 = N < probBps → WIN, next to the contract's result. */
function Draw({ proof }: { proof: ChallengeProof }) {
  const { t } = useI18n();
  const { fulfilment, odds } = proof;
  if (!fulfilment) return null;
  if (fulfilment.randomWord === null || odds === null) {
    return <p className="gm-verify__note">{t('proof.noWord')}</p>;
  }
  const outcome = recomputeOutcome(fulfilment.randomWord, odds.probBps);
  // The outcome in the reader's language, in the formula too (not an English "→ LOSE" in a Russian page).
  const recomputed = outcome.win ? 'WIN' : 'LOSE';
  const contract = fulfilment.success ? 'WIN' : 'LOSE';
  const word = (result: 'WIN' | 'LOSE'): string => (result === 'WIN' ? t('proof.win') : t('proof.lose'));
  const match = outcome.win === fulfilment.success;
  return (
    <section className="gm-verify__section" aria-labelledby="draw-title">
      <h2 id="draw-title">{t('proof.drawTitle')}</h2>
      <p className="gm-verify__formula" data-testid="formula">
        {`randomWord mod ${BPS_DENOMINATOR} = ${outcome.draw}\n${outcome.draw} ${outcome.win ? '<' : '≥'} probBps ${odds.probBps} → ${word(recomputed)}`}
      </p>
      <dl className="gm-verify__facts">
        <dt>{t('proof.recomputed')}</dt>
        <dd data-testid="recomputed-outcome">{word(recomputed)}</dd>
        <dt>{t('proof.contractSays')}</dt>
        <dd data-testid="contract-outcome">{word(contract)}</dd>
      </dl>
      <p className={match ? 'gm-verify__match' : 'gm-verify__mismatch'} data-testid="outcome-match">
        {match ? t('proof.match') : t('proof.mismatch')}
      </p>
    </section>
  );
}

/**
 * What the bettor was credited and where it goes: the parts of the credit (the stake back and the win,
 * or the stake less what was forfeited) and that it is paid at once at their claim & vest, with the
 * 10% TGE unlock — the same figure the bettor's dashboard and history name as "From your Challenge".
 */
function Credited({ proof, credited }: { proof: ChallengeProof; credited: bigint }) {
  const { t, amount, locale } = useI18n();
  const gm = (value: bigint): string => `${amount(value)} GM`;
  const won = proof.fulfilment?.success === true;
  const parts = won
    ? t('proof.creditedWon', {
        credited: gm(credited),
        multiple: proof.multiple,
        stake: gm(proof.unit),
        won: gm(credited - proof.unit),
      })
    : t('proof.creditedLost', {
        credited: gm(credited),
        loss: proof.odds ? pct(proof.odds.lossBps, locale) : t('proof.lossShare'),
        forfeited: gm(proof.unit - credited),
        stake: gm(proof.unit),
      });
  return (
    <>
      {parts} <span className="gm-muted">{t('proof.paidAtClaim')}</span>
    </>
  );
}

function statusLine(proof: ChallengeProof, t: (key: MessageKey) => string): { text: string; tone: string } {
  if (proof.status === 'cancelled') return { text: t('proof.cancelled'), tone: '' };
  if (proof.status === 'pending') return { text: t('proof.pending'), tone: '' };
  return proof.fulfilment?.success
    ? { text: t('proof.win'), tone: 'gm-verify__status--win' }
    : { text: t('proof.lose'), tone: 'gm-verify__status--lose' };
}

/** Every fact of one Challenge a sceptical player would check, each linked to where it can be checked. */
export function ChallengeProofView({ proof, chainId }: { proof: ChallengeProof; chainId: number }) {
  const { t, when, fixed, amount, locale } = useProofI18n();
  const status = statusLine(proof, t);
  const vrfExplorer = vrfExplorerUrl(chainId);
  const { fulfilment } = proof;
  return (
    <>
      <p className={`gm-verify__status ${status.tone}`} data-testid="challenge-status">
        {status.text}
      </p>
      <section className="gm-verify__section" aria-labelledby="bet-title">
        <h2 id="bet-title">{t('proof.betTitle')}</h2>
        <dl className="gm-verify__facts">
          <dt>{t('proof.requestId')}</dt>
          <dd data-testid="request-id">
            {proof.requestId.toString()}{' '}
            {vrfExplorer ? (
              <ExternalLink href={vrfExplorer}>{t('proof.vrfExplorer')}</ExternalLink>
            ) : (
              <span className="gm-muted">{t('proof.noVrfExplorer')}</span>
            )}
          </dd>
          <dt>{t('proof.bettor')}</dt>
          <dd data-testid="bettor">
            <ExternalLink href={explorerAddressUrl(chainId, proof.user)}>{proof.user}</ExternalLink>
          </dd>
          <dt>{t('status.stake')}</dt>
          <dd data-testid="stake">{amount(proof.unit)} GM</dd>
          <dt>{t('bet.multiplier')}</dt>
          <dd data-testid="multiplier">x{proof.multiple}</dd>
          <dt>{t('proof.recordedOdds')}</dt>
          <dd data-testid="recorded-odds">
            {proof.odds
              ? t('proof.oddsValue', {
                  win: pct(proof.odds.probBps, locale),
                  probBps: proof.odds.probBps,
                  loss: pct(proof.odds.lossBps, locale),
                  lossBps: proof.odds.lossBps,
                })
              : t('proof.notRecorded')}
          </dd>
          <dt>{t('proof.tableAtBet')}</dt>
          <dd data-testid="table-row">
            <TableRow row={proof.tableRow} odds={proof.odds} />
          </dd>
          {proof.price !== null && (
            <>
              <dt>{t('proof.feePaid')}</dt>
              <dd>{fixed(proof.price, VRF.displayDecimals)} BNB</dd>
            </>
          )}
          <dt>{t('proof.betTx')}</dt>
          <dd data-testid="bet-tx">
            {proof.requested ? <Tx chainId={chainId} point={proof.requested} /> : t('proof.notFound')}
          </dd>
          {proof.requested === null && proof.requestedAt !== null && (
            <>
              <dt>{t('proof.placed')}</dt>
              <dd>{when(proof.requestedAt)}</dd>
            </>
          )}
        </dl>
      </section>
      {proof.status === 'pending' && (
        <p className="gm-verify__note" role="status" data-testid="pending-note">
          {t('proof.pendingNote')}
          {proof.cancelRequestedAt !== null && t('proof.cancelAsked', { time: when(proof.cancelRequestedAt) })}
        </p>
      )}
      {proof.status === 'cancelled' && (
        <section className="gm-verify__section" aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t('proof.cancelledTitle')}</h2>
          <p className="gm-muted" data-testid="cancelled-note">
            {t('proof.cancelledNote')}
          </p>
          <dl className="gm-verify__facts">
            {proof.cancelRequest && (
              <>
                <dt>{t('proof.cancelRequested')}</dt>
                <dd>
                  <Tx chainId={chainId} point={proof.cancelRequest} />
                </dd>
              </>
            )}
            <dt>{t('proof.cancelTx')}</dt>
            <dd>{proof.cancellation ? <Tx chainId={chainId} point={proof.cancellation} /> : t('proof.notFound')}</dd>
          </dl>
        </section>
      )}
      {fulfilment && (
        <section className="gm-verify__section" aria-labelledby="fulfilment-title">
          <h2 id="fulfilment-title">{t('proof.randomTitle')}</h2>
          <dl className="gm-verify__facts">
            <dt>{t('proof.fulfilmentTx')}</dt>
            <dd data-testid="fulfilment-tx">
              <Tx chainId={chainId} point={fulfilment} />
            </dd>
            <dt>{t('proof.randomWord')}</dt>
            <dd className="gm-verify__word" data-testid="random-word">
              {fulfilment.randomWord === null ? t('proof.wordNotCarried') : fulfilment.randomWord.toString()}
            </dd>
            <dt>{t('proof.credited')}</dt>
            <dd data-testid="credited">
              {fulfilment.credited === null ? (
                t('proof.unknown')
              ) : (
                <Credited proof={proof} credited={fulfilment.credited} />
              )}
            </dd>
          </dl>
        </section>
      )}
      <Draw proof={proof} />
    </>
  );
}
