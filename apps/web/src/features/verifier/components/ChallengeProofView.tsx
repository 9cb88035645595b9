import { BPS_DENOMINATOR } from '@gm-claim/shared/constants';
import { formatFixedDecimals, formatTokenAmount } from '@gm-claim/shared/amount';
import { explorerAddressUrl, explorerBlockUrl, explorerTxUrl, vrfExplorerUrl } from '@gm-claim/shared/explorer';
import { VRF } from '@gm-claim/web-core-config';
import type { ChallengeProof, EventPoint, TableRowAtBet } from '../data-access/challenge-proof';
import { recomputeOutcome } from '../data-access/outcome';
import { ExternalLink } from './ExternalLink';
import { pct, utc } from './format';

function Tx({ chainId, point }: { chainId: number; point: EventPoint }) {
  return (
    <>
      <ExternalLink href={explorerTxUrl(chainId, point.txHash)}>
        <span data-testid="tx-hash">{point.txHash}</span>
      </ExternalLink>{' '}
      <span className="gm-muted">
        (block <ExternalLink href={explorerBlockUrl(chainId, point.blockNumber)}>{point.blockNumber}</ExternalLink>
        {point.timestamp !== null ? `, ${utc(point.timestamp)}` : ''})
      </span>
    </>
  );
}

function TableRow({ row, odds }: { row: TableRowAtBet; odds: ChallengeProof['odds'] }) {
  if (row.kind === 'unavailable') return <>could not be read: {row.reason}</>;
  if (row.kind === 'none') return <>no row was set{row.atBlock !== null ? ` at block ${row.atBlock}` : ''}</>;
  const same = odds !== null && odds.probBps === row.probBps && odds.lossBps === row.lossBps;
  return (
    <>
      {pct(row.probBps)} win, {pct(row.lossBps)} loss share at block {row.atBlock}
      {row.setAtBlock !== null && `, as set at block ${row.setAtBlock}`}{' '}
      {odds !== null && (
        <span className={same ? 'gm-verify__match' : 'gm-verify__mismatch'}>
          {same ? '(the same as recorded)' : '(differs from the recorded odds)'}
        </span>
      )}
    </>
  );
}

/** The draw with its numbers: randomWord mod 10000 = N < probBps → WIN, next to the contract's result. */
function Draw({ proof }: { proof: ChallengeProof }) {
  const { fulfilment, odds } = proof;
  if (!fulfilment) return null;
  if (fulfilment.randomWord === null || odds === null) {
    return (
      <p className="gm-verify__note">
        The source did not carry the random word or the recorded odds, so the draw cannot be recomputed here.
      </p>
    );
  }
  const outcome = recomputeOutcome(fulfilment.randomWord, odds.probBps);
  const recomputed = outcome.win ? 'WIN' : 'LOSE';
  const contract = fulfilment.success ? 'WIN' : 'LOSE';
  const match = outcome.win === fulfilment.success;
  return (
    <section className="gm-verify__section" aria-labelledby="draw-title">
      <h2 id="draw-title">The draw</h2>
      <p className="gm-verify__formula" data-testid="formula">
        {`randomWord mod ${BPS_DENOMINATOR} = ${outcome.draw}\n${outcome.draw} ${outcome.win ? '<' : '≥'} probBps ${odds.probBps} → ${recomputed}`}
      </p>
      <dl className="gm-verify__facts">
        <dt>Recomputed here</dt>
        <dd data-testid="recomputed-outcome">{recomputed}</dd>
        <dt>The contract says</dt>
        <dd data-testid="contract-outcome">{contract}</dd>
      </dl>
      <p className={match ? 'gm-verify__match' : 'gm-verify__mismatch'} data-testid="outcome-match">
        {match
          ? 'They match: the contract applied its published rule to the random word.'
          : 'They do not match: the contract’s result differs from its published rule.'}
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
  const gm = (value: bigint): string => `${formatTokenAmount(value)} GM`;
  const won = proof.fulfilment?.success === true;
  const parts = won
    ? `${gm(credited)} (stake × ${proof.multiple}): the ${gm(proof.unit)} stake back and ${gm(credited - proof.unit)} won.`
    : `${gm(credited)} (the stake less ${proof.odds ? pct(proof.odds.lossBps) : 'the loss share'}): ${gm(proof.unit - credited)} of the ${gm(proof.unit)} stake forfeited.`;
  return (
    <>
      {parts}{' '}
      <span className="gm-muted">
        Paid to the bettor at once at their claim &amp; vest, together with the 10% of the rest of their allocation
        unlocked at TGE.
      </span>
    </>
  );
}

function statusLine(proof: ChallengeProof): { text: string; tone: string } {
  if (proof.status === 'cancelled') return { text: 'CANCELLED', tone: '' };
  if (proof.status === 'pending') return { text: 'PENDING — waiting for the random number', tone: '' };
  return proof.fulfilment?.success
    ? { text: 'WIN', tone: 'gm-verify__status--win' }
    : { text: 'LOSE', tone: 'gm-verify__status--lose' };
}

/** Every fact of one Challenge a sceptical player would check, each linked to where it can be checked. */
export function ChallengeProofView({ proof, chainId }: { proof: ChallengeProof; chainId: number }) {
  const status = statusLine(proof);
  const vrfExplorer = vrfExplorerUrl(chainId);
  const { fulfilment } = proof;
  return (
    <>
      <p className={`gm-verify__status ${status.tone}`} data-testid="challenge-status">
        {status.text}
      </p>
      <section className="gm-verify__section" aria-labelledby="bet-title">
        <h2 id="bet-title">The bet</h2>
        <dl className="gm-verify__facts">
          <dt>Request ID (VRF)</dt>
          <dd data-testid="request-id">
            {proof.requestId.toString()}{' '}
            {vrfExplorer ? (
              <ExternalLink href={vrfExplorer}>(Chainlink VRF explorer)</ExternalLink>
            ) : (
              <span className="gm-muted">(the local chain has no VRF explorer)</span>
            )}
          </dd>
          <dt>Bettor</dt>
          <dd data-testid="bettor">
            <ExternalLink href={explorerAddressUrl(chainId, proof.user)}>{proof.user}</ExternalLink>
          </dd>
          <dt>Stake</dt>
          <dd data-testid="stake">{formatTokenAmount(proof.unit)} GM</dd>
          <dt>Multiplier</dt>
          <dd data-testid="multiplier">x{proof.multiple}</dd>
          <dt>Odds recorded with the bet</dt>
          <dd data-testid="recorded-odds">
            {proof.odds
              ? `${pct(proof.odds.probBps)} win chance (probBps ${proof.odds.probBps}); ${pct(proof.odds.lossBps)} of the stake forfeited on a loss (lossBps ${proof.odds.lossBps})`
              : 'not recorded by this contract'}
          </dd>
          <dt>Betting table at the bet’s block</dt>
          <dd data-testid="table-row">
            <TableRow row={proof.tableRow} odds={proof.odds} />
          </dd>
          {proof.price !== null && (
            <>
              <dt>VRF fee paid</dt>
              <dd>{formatFixedDecimals(proof.price, VRF.displayDecimals)} BNB</dd>
            </>
          )}
          <dt>Bet transaction</dt>
          <dd data-testid="bet-tx">
            {proof.requested ? <Tx chainId={chainId} point={proof.requested} /> : 'not found'}
          </dd>
          {proof.requested === null && proof.requestedAt !== null && (
            <>
              <dt>Placed</dt>
              <dd>{utc(proof.requestedAt)}</dd>
            </>
          )}
        </dl>
      </section>
      {proof.status === 'pending' && (
        <p className="gm-verify__note" role="status" data-testid="pending-note">
          The random number has not arrived yet. Chainlink VRF answers the request in a few blocks; this page checks
          again every few seconds.
          {proof.cancelRequestedAt !== null && ` The bettor asked to cancel at ${utc(proof.cancelRequestedAt)}.`}
        </p>
      )}
      {proof.status === 'cancelled' && (
        <section className="gm-verify__section" aria-labelledby="cancel-title">
          <h2 id="cancel-title">Cancelled</h2>
          <p className="gm-muted" data-testid="cancelled-note">
            The random number never arrived and the bettor cancelled the Challenge: the stake went back to them, the VRF
            fee was not refunded. There was no draw.
          </p>
          <dl className="gm-verify__facts">
            {proof.cancelRequest && (
              <>
                <dt>Cancel requested</dt>
                <dd>
                  <Tx chainId={chainId} point={proof.cancelRequest} />
                </dd>
              </>
            )}
            <dt>Cancel transaction</dt>
            <dd>{proof.cancellation ? <Tx chainId={chainId} point={proof.cancellation} /> : 'not found'}</dd>
          </dl>
        </section>
      )}
      {fulfilment && (
        <section className="gm-verify__section" aria-labelledby="fulfilment-title">
          <h2 id="fulfilment-title">The random number</h2>
          <dl className="gm-verify__facts">
            <dt>Fulfilment transaction</dt>
            <dd data-testid="fulfilment-tx">
              <Tx chainId={chainId} point={fulfilment} />
            </dd>
            <dt>Random word</dt>
            <dd className="gm-verify__word" data-testid="random-word">
              {fulfilment.randomWord === null
                ? 'not carried by this contract’s event'
                : fulfilment.randomWord.toString()}
            </dd>
            <dt>Amount credited</dt>
            <dd data-testid="credited">
              {fulfilment.credited === null ? 'unknown' : <Credited proof={proof} credited={fulfilment.credited} />}
            </dd>
          </dl>
        </section>
      )}
      <Draw proof={proof} />
    </>
  );
}
