import type { ClaimType } from '@gm-claim/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getChainReader } from '@gm-claim/web-core-chain';
import { GAS_LIMITS, getConfig } from '@gm-claim/web-core-config';
import { usePageTexts, useI18n } from '@gm-claim/web-core-i18n';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { Button, ReadError, notify } from '@gm-claim/web-core-ui';
import { useWallet } from '@gm-claim/web-core-wallet';
import {
  decideSponsorOffer,
  estimateClaim,
  relayerAvailability,
} from '@gm-claim/web-feature-sponsored-claim/data-access';
import { useQueryClient } from '@tanstack/react-query';
import type { ClaimAllProgress, ClaimAllResult } from '../data-access/claim-all';
import { readPlan, resumeCounts, txOf } from '../data-access/claim-all';
import type { DueRelease } from '../data-access/due-releases';
import { useDueReleases } from '../hooks/due-releases';

/** What the panel knows of the claims' gas (issue 37 §3). */
interface ClaimAllGas {
  /** "Claim all without BNB" is offered: the wallet's BNB does not cover them (or is unread); the relayer takes them. */
  sponsored: boolean;
  /** One of them would fail now: which, and the contract's reason (no gas figure is guessed for it). */
  wouldRevert?: { release: DueRelease; reason: string };
  /** Their gas could not be estimated (the node did not answer): the error, with a retry. */
  estimateError?: unknown;
}

/**
 * Does the wallet's BNB cover the gas of every due claim, and does the relayer take them: "Claim all without BNB" is
 * offered when it does not. Issue 37 §3: the gas is the sum of each claim's eth_estimateGas from the wallet (the
 * transactions claimAll sends, txOf) plus the documented margin, at the node's gas price — and, as they are sent one
 * after another with the fixed GAS_LIMITS.claim, the last one needs that whole limit (gasNeed). A wallet that batches
 * (EIP-5792) sets its own limits: the figure is then on the safe side.
 */
function useClaimAllGas(address: string | null, releases: readonly DueRelease[]) {
  const key = releases.map((release) => `${release.vesting.toLowerCase()}:${release.scheduleId.toString()}`).join(',');
  return useQuery({
    queryKey: [CHAIN_READS, 'claimAllSponsor', (address ?? '').toLowerCase(), key],
    enabled: Boolean(address) && releases.length > 1,
    staleTime: 15_000,
    retry: false,
    queryFn: async (): Promise<ClaimAllGas> => {
      const reader = getChainReader();
      const [balance, gasPrice, relayer, estimated] = await Promise.all([
        reader.balanceOf(address as string).catch(() => undefined),
        reader.gasPrice().catch(() => undefined),
        relayerAvailability(getConfig().relayerUrl, 'vesting.claimViaSig'),
        estimateClaim(reader, address as string, {
          key,
          txs: async () => releases.map(txOf),
          sendGasLimit: GAS_LIMITS.claim,
        }),
      ]);
      if (estimated.kind === 'would-revert') {
        return {
          sponsored: false,
          wouldRevert: { release: releases[estimated.index] as DueRelease, reason: estimated.reason },
        };
      }
      if (estimated.kind === 'failed')
        return { sponsored: relayer.state === 'accepting', estimateError: estimated.error };
      const offer = decideSponsorOffer({
        balanceWei: balance,
        gasPriceWei: gasPrice,
        gasUnits: estimated.need.units,
        holdUnits: estimated.need.holdUnits,
        relayer,
      });
      return { sponsored: offer.kind === 'offer' || (offer.kind === 'unknown' && relayer.state === 'accepting') };
    },
  });
}

/**
 * "Claim all" (issue 37 §1, docs/product.md#claim-all): shown when the wallet has more than one release due —
 * on a type's page across its schedules, on /vesting across every type. One wallet prompt when the wallet runs
 * atomic batches (EIP-5792), else one claim after another with "2 of 5"; stopped halfway, it says how far it
 * got and claims the rest when pressed again (read from the chain, also after a reload).
 */
export function ClaimAll({ type }: { type: ClaimType }) {
  const address = useWallet((state) => state.address);
  const due = useDueReleases(type);
  const kept = address ? readPlan(localStorage, address, getConfig().chainId) !== null : false;
  // Shown when more than one release is due, a Claim all was interrupted, or the read failed (its error and RETRY).
  return due.isError || (due.data?.length ?? 0) > 1 || kept ? <ClaimAllTexts type={type} /> : null;
}

/** Its texts are in the pages' catalogs (messages/pages), fetched only when it shows. */
function ClaimAllTexts({ type }: { type: ClaimType }) {
  return usePageTexts() ? <ClaimAllPanel type={type} /> : null;
}

function ClaimAllPanel({ type }: { type: ClaimType }) {
  const { t, amount } = useI18n();
  const client = useQueryClient();
  const address = useWallet((state) => state.address);
  const due = useDueReleases(type);
  const releases = due.data ?? [];
  const gas = useClaimAllGas(address, releases);
  const [progress, setProgress] = useState<ClaimAllProgress | null>(null);
  const [result, setResult] = useState<ClaimAllResult | null>(null);
  const busy = progress !== null;

  if (due.isError) {
    return (
      <section className="gm-claim-all" aria-labelledby="gm-claim-all-title">
        <h2 id="gm-claim-all-title">{t('claimAll.title')}</h2>
        <ReadError
          what={t('claimAll.what')}
          error={due.error}
          retrying={due.isFetching}
          onRetry={() => void due.refetch()}
        />
      </section>
    );
  }
  const plan = address ? readPlan(localStorage, address, getConfig().chainId) : null;
  const resume = busy ? null : resumeCounts(plan, releases.length);
  if (!busy && !result && releases.length < 2 && !resume) return null;
  if (!busy && result?.status === 'done' && releases.length < 2) {
    return (
      <p className="gm-claim-all__status" role="status" data-testid="claim-all-status">
        {t('claimAll.done', { total: result.total })}
      </p>
    );
  }
  const total = releases.reduce((sum, release) => sum + release.claimable, 0n);

  const run = async (withRelayer: boolean): Promise<void> => {
    setResult(null);
    setProgress({ phase: 'checking' });
    try {
      const { claimAll, claimAllDeps } = await import('../data-access/wiring');
      const outcome = await claimAll(releases, claimAllDeps(withRelayer, setProgress));
      setResult(outcome);
      if (outcome.status === 'done') notify.success(t('claimAll.done', { total: outcome.total }));
    } finally {
      setProgress(null);
      await client.invalidateQueries({ queryKey: [CHAIN_READS] });
    }
  };

  const status = progress
    ? progressText(progress, t)
    : result?.status === 'stopped'
      ? t('claimAll.stopped', { claimed: result.claimed, total: result.total, reason: result.error.shortMessage })
      : resume
        ? t('claimAll.resume', resume)
        : '';

  return (
    <section className="gm-claim-all" aria-labelledby="gm-claim-all-title" data-testid="claim-all">
      <h2 id="gm-claim-all-title">{t('claimAll.title')}</h2>
      <p>{t('claimAll.summary', { count: releases.length, amount: amount(total) })}</p>
      <ul className="gm-claim-all__list">
        {releases.map((release) => (
          <li key={`${release.vesting}-${release.scheduleId.toString()}`}>
            {t('claimAll.item', {
              type: release.type,
              id: release.scheduleId.toString(),
              amount: amount(release.claimable),
            })}
          </li>
        ))}
      </ul>
      <p className="gm-muted">{t('claimAll.hint')}</p>
      <p className="gm-claim-all__status" role="status" aria-live="polite" data-testid="claim-all-status">
        {status}
      </p>
      {!busy && gas.data?.wouldRevert && (
        <p className="gm-warning" data-testid="claim-all-would-revert">
          {t('claimAll.wouldRevert', {
            type: gas.data.wouldRevert.release.type,
            id: gas.data.wouldRevert.release.scheduleId.toString(),
            reason: gas.data.wouldRevert.reason,
          })}
        </p>
      )}
      {!busy && gas.data?.estimateError !== undefined && (
        <div data-testid="claim-all-estimate-error">
          <ReadError
            what={t('claimAll.estimateWhat')}
            error={gas.data.estimateError}
            retrying={gas.isFetching}
            onRetry={() => void gas.refetch()}
          />
        </div>
      )}
      <div className="gm-route__actions">
        <Button wide onClick={() => void run(false)} disabled={busy || releases.length === 0}>
          {t('claimAll.button', { count: releases.length })}
        </Button>
        {gas.data?.sponsored && (
          <Button wide variant="ghost" onClick={() => void run(true)} disabled={busy || releases.length === 0}>
            {t('claimAll.buttonSponsored')}
          </Button>
        )}
      </div>
    </section>
  );
}

function progressText(progress: ClaimAllProgress, t: ReturnType<typeof useI18n>['t']): string {
  switch (progress.phase) {
    case 'checking':
      return t('claimAll.checking');
    case 'batch-prompt':
      return t('claimAll.batchPrompt', { count: progress.count });
    case 'batch-waiting':
      return t('claimAll.batchWaiting', { count: progress.count });
    case 'prompt':
      return t('claimAll.prompt', { current: progress.current, total: progress.total });
    case 'waiting':
      return t('claimAll.waiting', { current: progress.current, total: progress.total });
  }
}
