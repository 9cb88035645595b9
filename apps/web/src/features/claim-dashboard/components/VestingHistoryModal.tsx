import type { ClaimType } from '@gm-claim/shared/constants';
import { explorerTxUrl } from '@gm-claim/shared/explorer';
import type { ClaimHistory } from '../data-access/read-claim-history';
import { useClaimHistory } from '../hooks/queries';
import { getConfig } from '@gm-claim/web-core-config';
import { useModal } from '@gm-claim/web-core-state';
import { ModalShell, ReadError } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

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
  const { t, locale } = useI18n();
  const upTo = history.upToBlock.toLocaleString(locale);
  return (
    <p className="gm-muted gm-history__coverage" data-testid="history-coverage">
      {history.source === 'chain'
        ? t('hist.fromChain', { block: upTo, reason: history.indexError ?? t('hist.noAnswer') })
        : t('hist.upTo', { block: upTo })}
      {history.behindBlocks > 0 &&
        t('hist.behind', { behind: history.behindBlocks.toLocaleString(locale), block: upTo })}
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
  const { t, amount: formatAmount, date: formatDate } = useI18n();
  const date = formatDate(toBigInt(claim.timestamp));
  const link = txHash ? explorerTxUrl(chainId, txHash) : null;
  const parts = challengeToken
    ? t('hist.parts', { unlock: formatAmount(claim.tgeUnlock), challenge: formatAmount(challengeToken) })
    : t('hist.tgeUnlock');
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
          {t('hist.claimAndVest', { parts })}
          {txHash && !link ? t('hist.txShort', { hash: `${txHash.slice(0, 6)}…${txHash.slice(-4)}` }) : ''}
        </span>
      </span>
      <strong>{formatAmount(claim.amount)} GM</strong>
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
  const { t, amount: formatAmount, date: formatDate } = useI18n();
  const history = useClaimHistory(type, scheduleId, contract);
  const chainId = getConfig().chainId;
  if (scheduleId === 0n) return null;
  // The claim & vest paid the TGE part (and a Challenge's credit) from GMChallenge in the transaction
  // that created this schedule: it is the oldest claim of the list, with that transaction.
  const tgeClaim = claimAndVest && history.isSuccess ? claimAndVest : undefined;
  const noClaims = history.isSuccess && history.data.claims.length === 0 && !tgeClaim;
  return (
    <section className="gm-history" aria-label={t('hist.label')}>
      <h3>{t('hist.label')}</h3>
      {history.isLoading && <p className="gm-muted">{t('hist.loading')}</p>}
      {history.isError && (
        <ReadError
          what={t('hist.what')}
          error={history.error}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      )}
      {noClaims && <p className="gm-muted">{t('hist.none')}</p>}
      {history.isSuccess && !noClaims && (
        <ul>
          {history.data.claims.map((claim) => {
            const link = explorerTxUrl(chainId, claim.txHash);
            const date = formatDate(claim.timestamp);
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
                <strong>{formatAmount(claim.amount)} GM</strong>
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
  const { t, amount: formatAmount } = useI18n();
  const data = (useModal((state) => state.data) ?? {}) as Partial<VestingHistoryData>;
  return (
    <ModalShell title={t('vm.title')}>
      <dl className="gm-rows">
        <div>
          <dt>{t('hist.claimedToken')}</dt>
          <dd>{formatAmount(data.claimedToken)} GM</dd>
        </div>
        <div>
          <dt>{t('hist.vestedTokens')}</dt>
          <dd>{formatAmount(data.vestedToken)} GM</dd>
        </div>
      </dl>
      <dl className="gm-rows gm-rows--sub">
        <div>
          <dt>{t('vm.unlock')}</dt>
          <dd>{formatAmount(data.unlockToken)} GM</dd>
        </div>
        {data.challengeToken && (
          <div>
            <dt>{t('vm.fromChallenge')}</dt>
            <dd data-testid="history-challenge">{formatAmount(data.challengeToken)} GM</dd>
          </div>
        )}
        <div>
          <dt>{data.vestingLabel ?? t('vm.vesting6')}</dt>
          <dd>{formatAmount(data.vestingToken)} GM</dd>
        </div>
        <div>
          <dt>{t('hist.perMonth')}</dt>
          <dd data-testid="per-month">
            {formatAmount(data.perMonth)}
            {data.perMonthMax ? ` – ${formatAmount(data.perMonthMax)}` : ''} GM
          </dd>
        </div>
        <div>
          <dt>{t('hist.totalClaimed')}</dt>
          <dd>{formatAmount(data.totalClaimed)} GM</dd>
        </div>
      </dl>
      <p className="gm-modal__note">{data.note ?? t('sched.publicNote')}</p>
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
