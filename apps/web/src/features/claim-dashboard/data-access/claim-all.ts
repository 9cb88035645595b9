import type { RelaySend } from '@gm-claim/shared/relay/claims';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import {
  contractCall,
  sendContractCall,
  toTransactionError,
  waitForReceipt,
  type ChainReader,
  type RequestProvider,
  type TransactionSigner,
} from '@gm-claim/web-core-chain';
import { CONFIRMATIONS, GAS_LIMITS } from '@gm-claim/web-core-config';
import { BaseError } from '@gm-claim/web-core-errors';
import { t } from '@gm-claim/web-core-i18n';
import { signMonthlyClaim } from './claim-vesting';
import { readStillDue, type DueRelease } from './due-releases';
import { batchStatus, isBatchUnsupported, sendAtomicBatch, supportsAtomicBatch } from './eip5792';

/** Local-storage key of a Claim all under way (docs/product.md#claim-all). */
export const CLAIM_ALL_STORAGE_KEY = 'gm-claim-claim-all';
/** A plan older than this is forgotten: its counts would no longer describe what is due. */
const PLAN_MAX_AGE_MS = 24 * 3_600_000;

/**
 * What survives a reload: how many releases the Claim all set out to claim (for "2 of 5"), and the
 * transaction or batch the wallet took last, until its block is in. Never which releases are left:
 * that is read from the chain every time (claimableAmount), so nothing is claimed twice.
 */
export interface ClaimAllPlan {
  address: string;
  chainId: number;
  total: number;
  at: number;
  inFlight?: { kind: 'tx'; hash: string } | { kind: 'batch'; id: string };
}

export type ClaimAllProgress =
  | { phase: 'checking' }
  | { phase: 'batch-prompt'; count: number }
  | { phase: 'batch-waiting'; count: number }
  | { phase: 'prompt'; current: number; total: number }
  | { phase: 'waiting'; current: number; total: number };

export type ClaimAllResult =
  | { status: 'done'; claimed: number; total: number; batched: boolean }
  | { status: 'stopped'; claimed: number; total: number; error: BaseError };

/** Everything Claim all works with (the wiring hands in the app's; tests hand in a real chain or fakes). */
export interface ClaimAllDeps {
  chainId: number;
  /** The connected wallet's address and EIP-1193 provider (EIP-5792 requests go to it). */
  address: string;
  provider: RequestProvider;
  /** A signer on the configured chain: asks the wallet to switch back first if it changed chain. */
  getSigner(): Promise<TransactionSigner>;
  reader: Pick<ChainReader, 'multicall' | 'latestBlockTime'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Waits for the block of a transaction sent before a reload (its receipt; a revert is fine: the chain is read next). */
  waitForTransaction(hash: string): Promise<void>;
  /** Claim without BNB: each release is signed by the wallet and sent by the relayer. */
  relay?: { ttlSeconds: number; send: RelaySend };
  onProgress(progress: ClaimAllProgress): void;
  pollMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The plan kept for `address` on `chainId`, if it is recent. */
export function readPlan(
  storage: Pick<Storage, 'getItem'>,
  address: string,
  chainId: number,
  now: number = Date.now(),
): ClaimAllPlan | null {
  try {
    const plan = JSON.parse(storage.getItem(CLAIM_ALL_STORAGE_KEY) ?? 'null') as ClaimAllPlan | null;
    if (!plan || plan.address !== address.toLowerCase() || plan.chainId !== chainId) return null;
    return now - plan.at > PLAN_MAX_AGE_MS ? null : plan;
  } catch {
    return null;
  }
}

/** "2 of 5 are claimed": what the kept plan and the chain's count of releases still due say, for the resume note. */
export function resumeCounts(plan: ClaimAllPlan | null, stillDue: number): { claimed: number; total: number } | null {
  if (!plan || stillDue === 0) return null;
  const claimed = plan.total - stillDue;
  return claimed > 0 ? { claimed, total: plan.total } : null;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function claimCall(release: DueRelease) {
  return contractCall(gmVestingAbi, release.vesting, 'claim', [release.scheduleId]);
}

/**
 * Claim all (issue 37 §1, docs/product.md#claim-all): every release in `releases` that the chain still says is
 * due, claimed to the wallet itself.
 * - Paid by the wallet, which says (EIP-5792 wallet_getCapabilities) it runs atomic batches on the chain: one
 *   wallet_sendCalls of every claim (each simulated first, so a revert shows its reason before the prompt),
 *   followed with wallet_getCallsStatus until its block is in.
 * - Paid by a wallet without batches, or without BNB (`relay`): one claim after another, "2 of 5", each
 *   confirmed before the next is asked for; before each, the chain is asked again whether it is still due and
 *   the wallet is put back on the configured chain if it changed.
 * A wallet's refusal, a revert or a chain that cannot be reached stops it where it is: the claims confirmed
 * stay claimed, and Claim all again claims the rest (read from the chain, also after a reload).
 */
export async function claimAll(releases: readonly DueRelease[], deps: ClaimAllDeps): Promise<ClaimAllResult> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const address = deps.address.toLowerCase();
  let plan = readPlan(deps.storage, address, deps.chainId, now());
  const save = (next: ClaimAllPlan): void => {
    plan = next;
    deps.storage.setItem(CLAIM_ALL_STORAGE_KEY, JSON.stringify(next));
  };
  let claimed = 0;
  let total = releases.length;
  try {
    deps.onProgress({ phase: 'checking' });
    // A transaction or batch sent before a reload: its block first, then the chain says what is left.
    if (plan?.inFlight?.kind === 'tx') await deps.waitForTransaction(plan.inFlight.hash);
    if (plan?.inFlight?.kind === 'batch') await followBatch(plan.inFlight.id, deps, sleep, now).catch(() => undefined);
    let due = await readStillDue(releases, deps.reader);
    claimed = plan ? Math.max(0, plan.total - due.length) : 0;
    total = claimed + due.length;
    if (due.length === 0) {
      deps.storage.removeItem(CLAIM_ALL_STORAGE_KEY);
      return { status: 'done', claimed, total, batched: false };
    }
    save({ address, chainId: deps.chainId, total, at: now() });

    if (!deps.relay && due.length > 1) {
      const signer = await deps.getSigner();
      if (await supportsAtomicBatch(deps.provider, deps.address, deps.chainId)) {
        for (const release of due) await signer.call({ ...txOf(release), from: deps.address });
        deps.onProgress({ phase: 'batch-prompt', count: due.length });
        let id: string | null = null;
        try {
          id = await sendAtomicBatch(deps.provider, deps.address, deps.chainId, due.map(txOf));
        } catch (error) {
          if (!isBatchUnsupported(error)) throw error;
        }
        if (id !== null) {
          save({ address, chainId: deps.chainId, total, at: now(), inFlight: { kind: 'batch', id } });
          deps.onProgress({ phase: 'batch-waiting', count: due.length });
          await followBatch(id, deps, sleep, now);
          due = await readStillDue(due, deps.reader);
          if (due.length > 0) throw new BaseError(t('claimAll.batchIncomplete', { count: due.length }));
          deps.storage.removeItem(CLAIM_ALL_STORAGE_KEY);
          return { status: 'done', claimed: total, total, batched: true };
        }
      }
    }

    for (const release of due) {
      // Asked again right before: a release claimed meanwhile (another tab, a reload) is never claimed twice.
      const [still] = await readStillDue([release], deps.reader);
      if (!still) {
        claimed += 1;
        continue;
      }
      const current = claimed + 1;
      const signer = await deps.getSigner();
      deps.onProgress({ phase: 'prompt', current, total });
      if (deps.relay) {
        const request = await signMonthlyClaim(signer, release.vesting, release.scheduleId, deps.address, {
          chainId: deps.chainId,
          reader: deps.reader,
          ttlSeconds: deps.relay.ttlSeconds,
        });
        deps.onProgress({ phase: 'waiting', current, total });
        await deps.relay.send(request, deps.address);
      } else {
        const tx = await sendContractCall(signer, claimCall(release), { simulate: true, gasLimit: GAS_LIMITS.claim });
        save({ address, chainId: deps.chainId, total, at: now(), inFlight: { kind: 'tx', hash: tx.hash } });
        deps.onProgress({ phase: 'waiting', current, total });
        await waitForReceipt(tx, CONFIRMATIONS.claim, deps.timeoutMs ?? 120_000);
        save({ address, chainId: deps.chainId, total, at: now() });
      }
      claimed = current;
    }
    deps.storage.removeItem(CLAIM_ALL_STORAGE_KEY);
    return { status: 'done', claimed, total, batched: false };
  } catch (error) {
    if (plan) save({ ...plan, inFlight: undefined, at: now() });
    return { status: 'stopped', claimed, total, error: toTransactionError(error) };
  }
}

/** The transaction claiming `release` (claim(scheduleId) on its GMVesting): sent, and estimated by the panel. */
export function txOf(release: DueRelease): { to: string; data: string } {
  const call = claimCall(release);
  return { to: call.target, data: call.callData };
}

/** Polls wallet_getCallsStatus until the batch is confirmed; a failed or reverted batch throws. */
async function followBatch(
  id: string,
  deps: ClaimAllDeps,
  sleep: (ms: number) => Promise<void>,
  now: () => number,
): Promise<void> {
  const until = now() + (deps.timeoutMs ?? 120_000);
  for (;;) {
    const status = await batchStatus(deps.provider, id);
    if (status.state === 'confirmed') return;
    if (status.state === 'failed') throw new BaseError(t('claimAll.batchFailed', { code: status.code }));
    if (now() > until) throw new BaseError(t('claimAll.batchPending'));
    await sleep(deps.pollMs ?? 1_000);
  }
}
