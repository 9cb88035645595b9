import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { ClaimType } from '@gm-claim/shared/constants';
import { formatUtcDate } from '@gm-claim/shared/date';
import { explorerTxUrl } from '@gm-claim/shared/explorer';
import type { ClaimHistory } from '../data-access/read-claim-history';
import { PUBLIC_NOTE } from '../data-access/schedule-terms';
import { useClaimHistory } from '../hooks/queries';
import { getConfig } from '@gm-claim/web-core-config';
import { useModal } from '@gm-claim/web-core-state';
import { ModalShell, ReadError } from '@gm-claim/web-core-ui';

// A type (not an interface): modal data is a Record<string, unknown>.
export type VestingHistoryData = {
  /** The dashboard's claim type and schedule id: the Claimed events are read for them. */
  type: ClaimType;
  /** The GMVesting the dashboard read (the chain fallback reads its logs). */
  contract?: string;
  scheduleId: string;
  claimedToken: string;
  vestedToken: string;
  unlockToken: string;
  vestingToken: string;
  /** "Vesting 6 Months" for PUBLIC; the schedule's own month count otherwise. */
  vestingLabel?: string;
  /** The monthly release; the smallest when `perMonthMax` is set (releases of different sizes). */
  perMonth: string;
  perMonthMax?: string;
  /** The schedule in words (PUBLIC's fixed note, docs/product.md#claim-and-vest). */
  note?: string;
  totalClaimed: string;
  /** PUBLIC: what the wallet's Challenges credited, paid at once with the TGE unlock. */
  challengeToken?: string;
  /** PUBLIC: the claim & vest transfer (GMChallenge paid it: it is no Claimed event of the schedule). */
  claimAndVest?: { amount: string; timestamp: string; tgeUnlock: string };
};

function toBigInt(value: string | undefined): bigint {
  try {
    return value ? BigInt(value) : 0n;
  } catch {
    return 0n;
  }
}

/** Where the listed claims come from and how far they go (an index that lags says so). */
function HistoryCoverage({ history }: { history: ClaimHistory }) {
  const upTo = history.upToBlock.toLocaleString('en-US');
  return (
    <p className="gm-muted gm-history__coverage" data-testid="history-coverage">
      {history.source === 'chain'
        ? `Read from the blockchain up to block ${upTo}: the history index is unavailable (${history.indexError ?? 'no answer'}).`
        : `History up to block ${upTo}.`}
      {history.behindBlocks > 0 &&
        ` The history index is ${history.behindBlocks.toLocaleString('en-US')} blocks behind the chain: claims after block ${upTo} are not listed yet.`}
    </p>
  );
}

/** The claim & vest transfer at TGE: its date (linked to its transaction), amount and parts. */
function TgeClaimRow({
  claim,
  challengeToken,
  txHash,
  chainId,
}: {
  claim: NonNullable<VestingHistoryData['claimAndVest']>;
  challengeToken: string | undefined;
  txHash: string | undefined;
  chainId: number;
}) {
  const date = formatUtcDate(toBigInt(claim.timestamp));
  const link = txHash ? explorerTxUrl(chainId, txHash) : null;
  const parts = challengeToken
    ? `${formatTokenAmount(claim.tgeUnlock)} GM unlock + ${formatTokenAmount(challengeToken)} GM from your Challenge`
    : 'the TGE unlock';
  return (
    <li data-testid="tge-claim">
      <span>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer" title={txHash}>
            {date}
          </a>
        ) : (
          date
        )}{' '}
        <span className="gm-muted">
          Claim &amp; vest: {parts}
          {txHash && !link ? ` (transaction ${txHash.slice(0, 6)}…${txHash.slice(-4)})` : ''}
        </span>
      </span>
      <strong>{formatTokenAmount(claim.amount)} GM</strong>
    </li>
  );
}

/** The schedule's past claims (the API's event index; the chain's logs when it fails), newest first. */
function ClaimHistoryList({
  type,
  scheduleId,
  contract,
  claimAndVest,
  challengeToken,
}: {
  type: ClaimType | undefined;
  scheduleId: bigint;
  contract: string | undefined;
  claimAndVest: VestingHistoryData['claimAndVest'];
  challengeToken: string | undefined;
}) {
  const history = useClaimHistory(type, scheduleId, contract);
  const chainId = getConfig().chainId;
  if (scheduleId === 0n) return null;
  // The claim & vest paid the TGE part (and a Challenge's credit) from GMChallenge in the transaction
  // that created this schedule: it is the oldest claim of the list, with that transaction.
  const tgeClaim = claimAndVest && history.isSuccess ? claimAndVest : undefined;
  const noClaims = history.isSuccess && history.data.claims.length === 0 && !tgeClaim;
  return (
    <section className="gm-history" aria-label="Claim history">
      <h3>Claim history</h3>
      {history.isLoading && <p className="gm-muted">Loading claims…</p>}
      {history.isError && (
        <ReadError
          what="The claim history"
          error={history.error}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      )}
      {noClaims && <p className="gm-muted">No claims yet.</p>}
      {history.isSuccess && !noClaims && (
        <ul>
          {history.data.claims.map((claim) => {
            const link = explorerTxUrl(chainId, claim.txHash);
            const date = formatUtcDate(claim.timestamp);
            return (
              <li key={`${claim.txHash}-${claim.logIndex}`}>
                <span>
                  {link ? (
                    <a href={link} target="_blank" rel="noreferrer" title={claim.txHash}>
                      {date}
                    </a>
                  ) : (
                    date
                  )}
                </span>
                <strong>{formatTokenAmount(claim.amount)} GM</strong>
              </li>
            );
          })}
          {tgeClaim && (
            <TgeClaimRow
              claim={tgeClaim}
              challengeToken={challengeToken}
              txHash={history.data.created?.txHash}
              chainId={chainId}
            />
          )}
        </ul>
      )}
      {history.isSuccess && <HistoryCoverage history={history.data} />}
    </section>
  );
}

/** VESTING_HISTORY_MODAL ("CLAIM & VESTING"): the schedule's figures and its past claims. */
export function VestingHistoryModal() {
  const data = (useModal((state) => state.data) ?? {}) as Partial<VestingHistoryData>;
  return (
    <ModalShell title="CLAIM & VESTING">
      <dl className="gm-rows">
        <div>
          <dt>Claimed Token</dt>
          <dd>{formatTokenAmount(data.claimedToken)} GM</dd>
        </div>
        <div>
          <dt>Vested Tokens</dt>
          <dd>{formatTokenAmount(data.vestedToken)} GM</dd>
        </div>
      </dl>
      <dl className="gm-rows gm-rows--sub">
        <div>
          <dt>Unlock at TGE</dt>
          <dd>{formatTokenAmount(data.unlockToken)} GM</dd>
        </div>
        {data.challengeToken && (
          <div>
            <dt>From your Challenge</dt>
            <dd data-testid="history-challenge">{formatTokenAmount(data.challengeToken)} GM</dd>
          </div>
        )}
        <div>
          <dt>{data.vestingLabel ?? 'Vesting 6 Months'}</dt>
          <dd>{formatTokenAmount(data.vestingToken)} GM</dd>
        </div>
        <div>
          <dt>Per month</dt>
          <dd data-testid="per-month">
            {formatTokenAmount(data.perMonth)}
            {data.perMonthMax ? ` – ${formatTokenAmount(data.perMonthMax)}` : ''} GM
          </dd>
        </div>
        <div>
          <dt>Total Claimed</dt>
          <dd>{formatTokenAmount(data.totalClaimed)} GM</dd>
        </div>
      </dl>
      <p className="gm-modal__note">{data.note ?? PUBLIC_NOTE}</p>
      <ClaimHistoryList
        type={data.type}
        scheduleId={toBigInt(data.scheduleId)}
        contract={data.contract}
        claimAndVest={data.claimAndVest}
        challengeToken={data.challengeToken}
      />
    </ModalShell>
  );
}
