import { readFile } from 'node:fs/promises';
import { Contract, type InterfaceAbi, isAddress } from 'ethers';
import { gmChallengeAbi, gmTokenAbi } from '@gm-claim/shared/generated/abis';
import { allocationManifestSchema, type AllocationManifest } from '@gm-claim/shared/allocations/files';
import { checkOwner, execute, type ExecutionResult, formatGm, type OwnerContext, type PlannedCall } from './context.js';
import { OwnerTaskError } from './errors.js';
import { readView } from './typed-read.js';
import { parseAddress } from './values.js';

/**
 * The owner tasks of the claim window and the allocation roots (issues 33 and 34): set-claims-open-at,
 * set-claim-deadline, set-missions-gate-end, sweep-unclaimed, propose-allocation-root, cancel-allocation-root.
 * Each checks what the contract would refuse before sending (so a Safe batch is never written for a call that would
 * revert), then sends, plans (dry run) or writes a Safe batch file through {@link execute}.
 */

const ABI = gmChallengeAbi as unknown as InterfaceAbi;

async function challengeAt(context: OwnerContext, address: string): Promise<Contract> {
  if ((await context.provider.getCode(address)) === '0x') {
    throw new OwnerTaskError(`no contract at ${address} on chain ${context.chainId} (expected GMChallenge)`);
  }
  return new Contract(address, ABI, context.provider);
}

/** The current block's timestamp: the contract's `block.timestamp` for the checks (near enough: the next block). */
async function chainNow(context: OwnerContext): Promise<number> {
  const block = await context.provider.getBlock('latest');
  if (!block) throw new OwnerTaskError('the node returned no latest block');
  return block.timestamp;
}

/** GMChallenge at `address` and the account that acts for its owner (checked first, see {@link checkOwner}). */
interface OwnedChallenge {
  challenge: Contract;
  actor: string;
}

async function ownedChallenge(context: OwnerContext, address: string): Promise<OwnedChallenge> {
  const challenge = await challengeAt(context, address);
  return { challenge, actor: await checkOwner(context, challenge, 'GMChallenge') };
}

/** {@link ownedChallenge} with its claim window and the chain's time, what the window setters check against. */
async function ownedWindow(
  context: OwnerContext,
  address: string,
): Promise<OwnedChallenge & { w: WindowState; now: number }> {
  const owned = await ownedChallenge(context, address);
  const [w, now] = await Promise.all([readWindow(owned.challenge), chainNow(context)]);
  return { ...owned, w, now };
}

/** Sends, plans (dry run) or writes to a Safe batch the one GMChallenge call of an owner task. */
function executeOnChallenge(
  context: OwnerContext,
  { challenge, actor }: OwnedChallenge,
  call: Omit<PlannedCall, 'contract' | 'label'>,
): Promise<ExecutionResult> {
  return execute(context, [{ contract: challenge, label: 'GMChallenge', ...call }], actor);
}

/** `2026-12-01T12:00:00Z` for a unix time (UTC, no milliseconds). */
export function isoOf(seconds: number | bigint): string {
  return new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

/**
 * Parses a time argument: unix seconds (`1767225600`) or an ISO 8601 date-time with a zone (`2026-12-01T12:00:00Z`,
 * `2026-12-01T14:00+02:00`). A date-time without a zone is refused: an opening must not depend on the operator's
 * machine. `allowNone` accepts `0` / `none` as 0 (no deadline).
 */
export function parseTime(value: string | undefined, what: string, allowNone = false): number {
  const trimmed = (value ?? '').trim();
  if (allowNone && (trimmed === '0' || trimmed.toLowerCase() === 'none')) return 0;
  if (/^\d{1,10}$/.test(trimmed)) {
    const seconds = Number(trimmed);
    if (seconds === 0) throw new OwnerTaskError(`${what}: 0 is not a time${allowNone ? '' : ' here'}`);
    if (seconds > 0xffff_ffff)
      throw new OwnerTaskError(`${what}: ${trimmed} is after 2106 (the contract keeps 32 bits)`);
    return seconds;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(trimmed)) {
    const ms = Date.parse(trimmed);
    if (Number.isFinite(ms)) return Math.floor(ms / 1000);
  }
  throw new OwnerTaskError(
    `${what}: "${value ?? ''}" is not a time: unix seconds or an ISO date-time with its zone, e.g. 2026-12-01T12:00:00Z` +
      (allowNone ? ' (0 or none: no deadline)' : ''),
  );
}

const describeIn = (seconds: number, now: number): string => {
  const delta = seconds - now;
  const abs = Math.abs(delta);
  const text =
    abs >= 86_400
      ? `${(abs / 86_400).toFixed(1)} days`
      : abs >= 3_600
        ? `${(abs / 3_600).toFixed(1)} hours`
        : `${abs} s`;
  return delta >= 0 ? `in ${text}` : `${text} ago`;
};

interface WindowState {
  tge: number;
  openAt: number;
  deadline: number;
  gateEnd: number;
  openingNotice: number;
  deadlineNotice: number;
}

async function readWindow(challenge: Contract): Promise<WindowState> {
  const [tge, openAt, deadline, gateEnd, openingNotice, deadlineNotice] = await Promise.all([
    readView(challenge, gmChallengeAbi, 'tgeTimestamp'),
    readView(challenge, gmChallengeAbi, 'claimsOpenAt'),
    readView(challenge, gmChallengeAbi, 'claimDeadline'),
    readView(challenge, gmChallengeAbi, 'missionsGateEndsAt'),
    readView(challenge, gmChallengeAbi, 'OPENING_NOTICE'),
    readView(challenge, gmChallengeAbi, 'CLAIM_DEADLINE_NOTICE'),
  ]);
  return {
    tge: Number(tge),
    openAt: Number(openAt),
    deadline: Number(deadline),
    gateEnd: Number(gateEnd),
    openingNotice: Number(openingNotice),
    deadlineNotice: Number(deadlineNotice),
  };
}

/** Moves the opening (`setClaimsOpenAt`): later at any time before it passes, earlier only with the notice left. */
export async function setClaimsOpenAt(
  context: OwnerContext,
  { challenge, openAt }: { challenge: string; openAt: number },
): Promise<ExecutionResult> {
  const { w, now, ...owned } = await ownedWindow(context, challenge);
  if (now >= w.openAt) {
    throw new OwnerTaskError(`claims opened at ${isoOf(w.openAt)}: the opening can no longer move`);
  }
  if (openAt === w.openAt) throw new OwnerTaskError(`claims already open at ${isoOf(openAt)}: nothing to change`);
  if (openAt < w.tge) throw new OwnerTaskError(`${isoOf(openAt)} is before the TGE (${isoOf(w.tge)})`);
  if (w.deadline !== 0 && openAt >= w.deadline) {
    throw new OwnerTaskError(`${isoOf(openAt)} is at or after the claim deadline (${isoOf(w.deadline)})`);
  }
  if (openAt < w.openAt && openAt < now + w.openingNotice) {
    throw new OwnerTaskError(
      `${isoOf(openAt)} is too soon: an earlier opening needs ${w.openingNotice / 3_600} hours of notice, so not before ${isoOf(now + w.openingNotice)}`,
    );
  }
  return executeOnChallenge(context, owned, {
    method: 'setClaimsOpenAt',
    args: [BigInt(openAt)],
    summary: `open claims at ${isoOf(openAt)} (${describeIn(openAt, now)}; was ${isoOf(w.openAt)})`,
  });
}

/** Sets or removes (0) the claim deadline (`setClaimDeadline`): at least the notice away, after the opening. */
export async function setClaimDeadline(
  context: OwnerContext,
  { challenge, deadline }: { challenge: string; deadline: number },
): Promise<ExecutionResult> {
  const { w, now, ...owned } = await ownedWindow(context, challenge);
  if (w.deadline !== 0 && now > w.deadline) {
    throw new OwnerTaskError(`claims closed at ${isoOf(w.deadline)}: the deadline can no longer change`);
  }
  if (deadline === w.deadline) {
    throw new OwnerTaskError(
      deadline === 0 ? 'there is no deadline to remove' : `the deadline is already ${isoOf(deadline)}`,
    );
  }
  if (deadline !== 0) {
    if (deadline < now + w.deadlineNotice) {
      throw new OwnerTaskError(
        `${isoOf(deadline)} is too soon: a deadline needs ${w.deadlineNotice / 86_400} days of notice, so not before ${isoOf(now + w.deadlineNotice)}`,
      );
    }
    if (deadline <= w.openAt) {
      throw new OwnerTaskError(`${isoOf(deadline)} is not after the opening (${isoOf(w.openAt)})`);
    }
  }
  return executeOnChallenge(context, owned, {
    method: 'setClaimDeadline',
    args: [BigInt(deadline)],
    summary:
      deadline === 0
        ? `remove the claim deadline (was ${isoOf(w.deadline)})`
        : `close claims after ${isoOf(deadline)} (${describeIn(deadline, now)}${w.deadline ? `; was ${isoOf(w.deadline)}` : ''})`,
  });
}

/** Sets when the missions gate ends (`setMissionsGateEndsAt`): once set, it may only come earlier. */
export async function setMissionsGateEnd(
  context: OwnerContext,
  { challenge, endsAt }: { challenge: string; endsAt: number },
): Promise<ExecutionResult> {
  const { w, now, ...owned } = await ownedWindow(context, challenge);
  if (endsAt === 0) throw new OwnerTaskError('the missions gate end cannot be removed (0): it may only come earlier');
  if (w.gateEnd !== 0 && endsAt > w.gateEnd) {
    throw new OwnerTaskError(
      `the missions gate already ends at ${isoOf(w.gateEnd)}: it can come earlier, never later (the campaign's promise)`,
    );
  }
  if (endsAt === w.gateEnd) throw new OwnerTaskError(`the missions gate already ends at ${isoOf(endsAt)}`);
  return executeOnChallenge(context, owned, {
    method: 'setMissionsGateEndsAt',
    args: [BigInt(endsAt)],
    summary:
      `end the missions gate at ${isoOf(endsAt)} (${describeIn(endsAt, now)}): from then on a proof alone claims` +
      (w.gateEnd ? ` (was ${isoOf(w.gateEnd)})` : ''),
  });
}

/** What `sweepUnclaimed` would move now: the balance above the pending bets and the buffer. */
export async function sweepableOf(
  challenge: Contract,
): Promise<{ amount: bigint; pendingBets: bigint; buffer: bigint; balance: bigint }> {
  const tokenAddress = await readView(challenge, gmChallengeAbi, 'token');
  const token = new Contract(tokenAddress, gmTokenAbi as unknown as InterfaceAbi, challenge.runner);
  const [balance, pendingBets, buffer] = await Promise.all([
    readView(token, gmTokenAbi, 'balanceOf', await challenge.getAddress()),
    readView(challenge, gmChallengeAbi, 'amount_pendingBets'),
    readView(challenge, gmChallengeAbi, 'amount_buffer'),
  ]);
  const kept = pendingBets + buffer;
  return { amount: balance > kept ? balance - kept : 0n, pendingBets, buffer, balance };
}

/** After the deadline: sends what was never claimed to `treasury` (`sweepUnclaimed`). */
export async function sweepUnclaimed(
  context: OwnerContext,
  options: { challenge: string; treasury: string },
): Promise<ExecutionResult & { amount: bigint }> {
  const treasury = parseAddress(options.treasury, '--treasury');
  const { w, now, ...owned } = await ownedWindow(context, options.challenge);
  if (w.deadline === 0)
    throw new OwnerTaskError('there is no claim deadline: nothing can be swept (gm set-claim-deadline)');
  if (now <= w.deadline) {
    throw new OwnerTaskError(
      `claims close after ${isoOf(w.deadline)} (${describeIn(w.deadline, now)}): sweep after it`,
    );
  }
  const { amount, pendingBets, buffer } = await sweepableOf(owned.challenge);
  if (amount === 0n) throw new OwnerTaskError('nothing to sweep: the balance is the pending bets and the buffer');
  const result = await executeOnChallenge(context, owned, {
    method: 'sweepUnclaimed',
    args: [treasury],
    summary: `sweep ${formatGm(amount)} never claimed to ${treasury} (keeps ${formatGm(pendingBets)} for pending bets and the ${formatGm(buffer)} buffer)`,
  });
  return { ...result, amount };
}

/** Reads and checks a manifest written by `npm run allocations:build` against this chain and contract. */
export async function readManifest(file: string, chainId: bigint, challenge: string): Promise<AllocationManifest> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new OwnerTaskError(`cannot read the manifest ${file} (written by npm run allocations:build)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OwnerTaskError(`${file} is not JSON`);
  }
  const parsed = allocationManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OwnerTaskError(
      `${file} is not an allocation manifest: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const manifest = parsed.data;
  if (BigInt(manifest.chainId) !== chainId) {
    throw new OwnerTaskError(`the manifest is for chain ${manifest.chainId}, this network is chain ${chainId}`);
  }
  if (!isAddress(manifest.contract) || manifest.contract.toLowerCase() !== challenge.toLowerCase()) {
    throw new OwnerTaskError(
      `the manifest is for GMChallenge ${manifest.contract}, not ${challenge}: its leaves would not verify`,
    );
  }
  return manifest;
}

/** Proposes the allocation root of a built version; it becomes usable after `allocationRootDelay`. */
export async function proposeAllocationRoot(
  context: OwnerContext,
  options: { challenge: string; manifest: string },
): Promise<ExecutionResult & { version: number }> {
  const owned = await ownedChallenge(context, options.challenge);
  const { challenge } = owned;
  const manifest = await readManifest(options.manifest, context.chainId, options.challenge);
  const [count, delay, supply, registered] = await Promise.all([
    readView(challenge, gmChallengeAbi, 'allocationRootCount'),
    readView(challenge, gmChallengeAbi, 'allocationRootDelay'),
    readView(challenge, gmChallengeAbi, 'amount_supply'),
    readView(challenge, gmChallengeAbi, 'amount_registered'),
  ]);
  const next = Number(count) + 1;
  if (manifest.version !== next) {
    throw new OwnerTaskError(
      `the manifest is version ${manifest.version} but the contract's next version is ${next}: the leaves bind the version, build the list again with --version ${next}`,
    );
  }
  const total = BigInt(manifest.total);
  if (total === 0n) throw new OwnerTaskError('the manifest total is 0: nothing to propose');
  const available = supply - registered;
  if (total > available) {
    throw new OwnerTaskError(
      `the total ${formatGm(total)} is more than the unregistered supply ${formatGm(available)}: fund first (gm fund --supply …)`,
    );
  }
  const now = await chainNow(context);
  const result = await executeOnChallenge(context, owned, {
    method: 'proposeAllocationRoot',
    args: [manifest.root, total, manifest.listHash],
    summary:
      `propose allocation version ${next}: root ${manifest.root}, ${formatGm(total)} for ${manifest.count} accounts, ` +
      `list hash ${manifest.listHash}; usable from about ${isoOf(now + Number(delay))} (delay ${Number(delay) / 3_600} h)`,
  });
  return { ...result, version: next };
}

/** Cancels a pending allocation root: its total returns to the supply. */
export async function cancelAllocationRoot(
  context: OwnerContext,
  options: { challenge: string; version: number },
): Promise<ExecutionResult> {
  const owned = await ownedChallenge(context, options.challenge);
  const { challenge } = owned;
  const count = Number(await readView(challenge, gmChallengeAbi, 'allocationRootCount'));
  if (!Number.isInteger(options.version) || options.version < 1 || options.version > count) {
    throw new OwnerTaskError(`there is no allocation version ${options.version} (versions: 1–${count})`);
  }
  const root = await readView(challenge, gmChallengeAbi, 'allocationRoot', BigInt(options.version));
  if (root.cancelled) throw new OwnerTaskError(`allocation version ${options.version} is already cancelled`);
  const now = await chainNow(context);
  if (now >= Number(root.activatesAt)) {
    throw new OwnerTaskError(
      `allocation version ${options.version} is active since ${isoOf(root.activatesAt)}: an active root never changes (propose a new version)`,
    );
  }
  return executeOnChallenge(context, owned, {
    method: 'cancelAllocationRoot',
    args: [BigInt(options.version)],
    summary: `cancel pending allocation version ${options.version} (root ${root.root}); ${formatGm(root.total)} returns to the supply`,
  });
}
