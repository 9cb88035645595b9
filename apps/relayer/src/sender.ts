import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Transaction, Wallet } from 'ethers';
import type { Logger } from 'pino';
import { RevertedError, type RelayChain } from './chain';
import type { Campaign, RelayerConfig } from './config';
import type { RelayMetrics } from './metrics';
import type { Policy } from './policy';
import { decodeRevert } from './revert';
import type { RelayStore, SignedTx, StoredRequest } from './store';

/** Passes in a row (and at least this long) that must see a request's nonce used by no hash of its own before it is sent again. */
const NONCE_TAKEN_PASSES = 5;
const NONCE_TAKEN_MS = 2_000;
/** A zero-value self-transfer's gas. */
const CANCEL_GAS = 21_000n;

/** Same chain: same genesis, and the same block 1 once both have one. */
function sameChain(saved: string, now: string): boolean {
  const [savedZero, savedOne = ''] = saved.split(':');
  const [nowZero, nowOne = ''] = now.split(':');
  return savedZero === nowZero && (savedOne === '' || nowOne === '' || savedOne === nowOne);
}

/** What a request whose nonce was freed by a self-transfer says (no nonces in user-facing text). */
export const EXPIRED_TEXT =
  "Expired: the claim's signed deadline passed before the network took it. Nothing was claimed; sign it again.";

/** A replacement pays at least this much more per gas (nodes require ≥ 10 %; geth's default is 10, Hardhat's more). */
const REPLACEMENT_BUMP_PERCENT = 25n;

export interface SenderDeps {
  config: RelayerConfig;
  chain: RelayChain;
  store: RelayStore;
  policy: Policy;
  metrics: RelayMetrics;
  logger: Logger;
}

export interface Sender {
  /** Reconciles the outbox with the chain (by nonce and hash) before anything is sent again. */
  reconcile(): Promise<void>;
  /** One pass: watch what is in flight (mined, dropped, slow), then send what is queued. */
  tick(): Promise<void>;
  /** Runs `tick` every poll interval until stopped. */
  start(): void;
  stop(): Promise<void>;
  /** Each key of the pool as the last pass saw it (status, metrics, cockpit). */
  keys(): KeyState[];
}

export interface KeyState {
  address: string;
  /** Wei. */
  balance: bigint;
  /** Under the low-water mark: it takes no new work (what it has in flight still settles). */
  low: boolean;
  /** This relayer process holds the key's lease (else another one sends from it, or nobody yet). */
  leased: boolean;
  inFlight: number;
  /** Takes new requests now. */
  accepting: boolean;
}

interface Key {
  wallet: Wallet;
  address: string;
  state: KeyState;
}

/**
 * The outbox's sender: one key, one nonce per request, kept by every replacement of that request —
 * so at most one of a request's transactions can ever mine, and a request never gets a second nonce.
 * Each transaction is stored (raw bytes, fees, hash) before it is broadcast, so after a crash the
 * same bytes are sent again, never new ones.
 */
export function createSender(deps: SenderDeps): Sender {
  const { config, chain, store, policy, metrics, logger } = deps;
  const holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pool: Key[] = config.keys.map(({ privateKey }) => {
    const wallet = new Wallet(privateKey);
    return {
      wallet,
      address: wallet.address,
      state: { address: wallet.address, balance: 0n, low: false, leased: false, inFlight: 0, accepting: false },
    };
  });
  let leasesRenewedAt = 0;
  const nonceStrikes = new Map<string, { count: number; since: number }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function sign(
    { wallet }: Key,
    request: StoredRequest,
    nonce: bigint,
    gasLimit: bigint,
    maxFeePerGas: bigint,
    maxPriorityFeePerGas: bigint,
  ): Promise<SignedTx> {
    const tx = Transaction.from({
      type: 2,
      chainId: BigInt(config.chain.chainId),
      nonce: Number(nonce),
      to: request.target,
      data: request.calldata,
      value: 0n,
      gasLimit,
      maxFeePerGas,
      maxPriorityFeePerGas: maxPriorityFeePerGas > maxFeePerGas ? maxFeePerGas : maxPriorityFeePerGas,
    });
    const raw = await wallet.signTransaction(tx);
    const signed = Transaction.from(raw);
    return {
      hash: signed.hash as string,
      raw,
      maxFeePerGas,
      maxPriorityFeePerGas: signed.maxPriorityFeePerGas ?? 0n,
      gasLimit,
    };
  }

  async function broadcast(hash: string, raw: string): Promise<boolean> {
    try {
      await chain.broadcast(raw);
      await store.markBroadcast(hash);
      return true;
    } catch (error) {
      // Left for the next pass (the bytes are stored): the node is down, or the key lacks funds.
      logger.warn({ hash, err: (error as Error).message?.slice(0, 200) }, 'broadcast failed; will retry');
      return false;
    }
  }

  /** Settles one in-flight request by its nonce and every hash it was sent under. */
  async function watch(key: Key, request: StoredRequest, chainNonce: bigint): Promise<void> {
    const { address } = key;
    const txs = await store.transactionsOf(request.id);
    // A transaction whose nonce the key's mined count has not passed cannot have a receipt yet: only the others are
    // asked for one (in a rush, most of what is in flight waits for its block, and the node answers every call).
    const unmined = request.nonce !== null && request.nonce >= chainNonce;
    const receipts = unmined ? txs.map(() => null) : await Promise.all(txs.map((tx) => chain.receipt(tx.hash)));
    const index = receipts.findIndex((receipt) => receipt !== null);
    if (index >= 0) {
      const receipt = receipts[index]!;
      const tx = txs[index]!;
      await store.markMined(request.id, {
        hash: tx.hash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        costWei: receipt.gasUsed * receipt.effectiveGasPrice,
        reverted: receipt.status !== 1,
        ...(tx.cancel ? { expired: EXPIRED_TEXT } : {}),
      });
      if (tx.cancel) metrics.failed('expired');
      else metrics.mined(request.campaign, receipt.status === 1, (Date.now() - request.createdAt.getTime()) / 1000);
      logger.info(
        { id: request.id, hash: tx.hash, block: receipt.blockNumber, status: receipt.status, cancel: tx.cancel },
        tx.cancel ? 'expired request: its nonce freed by a self-transfer' : 'relayed transaction mined',
      );
      return;
    }
    const latest = txs[0];
    if (!latest || request.nonce === null) return;
    if (request.nonce < chainNonce) {
      // The nonce is used and none of this request's hashes has a receipt: another transaction of the key took it
      // (someone sent with the relayer's key). None of the request's transactions can mine any more (they all carry
      // that nonce), so it goes back to the queue for a new one: sent once all the same. A node behind a load
      // balancer can report the nonce before the receipt, so only after several passes over a few seconds.
      const strike = nonceStrikes.get(request.id) ?? { count: 0, since: Date.now() };
      strike.count += 1;
      nonceStrikes.set(request.id, strike);
      if (strike.count < NONCE_TAKEN_PASSES || Date.now() - strike.since < NONCE_TAKEN_MS) return;
      nonceStrikes.delete(request.id);
      await store.requeue(request.id, address, chainNonce);
      metrics.requeued();
      logger.warn(
        { id: request.id, nonce: String(request.nonce) },
        "another transaction of the relayer's key took this request's nonce; queued again for a new one",
      );
      return;
    }
    nonceStrikes.delete(request.id);
    if (!latest.broadcast) {
      if (await broadcast(latest.hash, latest.raw)) metrics.sent('rebroadcast');
      return;
    }
    if (!(await chain.knows(latest.hash))) {
      // The node forgot it (dropped from its pool): the same bytes again.
      logger.warn({ id: request.id, hash: latest.hash }, 'transaction dropped by the node; broadcasting it again');
      if (await broadcast(latest.hash, latest.raw)) metrics.sent('rebroadcast');
      return;
    }
    if (latest.ageMs < config.replaceAfterMs) return;
    const expired = request.deadline !== null && request.deadline * 1000n <= BigInt(Date.now());
    if (expired || latest.cancel) await cancel(key, request, latest);
    else await replace(key, request, latest);
  }

  const bump = (value: bigint): bigint => (value * (100n + REPLACEMENT_BUMP_PERCENT) + 99n) / 100n;

  /**
   * The request's signed deadline passed and its transaction is still not mined (it can only revert now): its nonce
   * is freed with a zero-value self-transfer outbidding it, so it never blocks the key's later nonces. A cancellation
   * costs 21,000 gas and may pay up to twice the ceiling per gas (the claim was held at the ceiling).
   */
  async function cancel(
    { wallet, address }: Key,
    request: StoredRequest,
    latest: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint; nonce: bigint },
  ): Promise<void> {
    const fees = await chain.fees(config.priorityFee);
    const ceiling = config.maxGasPrice * 2n;
    let maxFee = bump(latest.maxFeePerGas) > fees.maxFeePerGas ? bump(latest.maxFeePerGas) : fees.maxFeePerGas;
    let tip =
      bump(latest.maxPriorityFeePerGas) > fees.maxPriorityFeePerGas
        ? bump(latest.maxPriorityFeePerGas)
        : fees.maxPriorityFeePerGas;
    if (maxFee > ceiling) maxFee = ceiling;
    if (tip > maxFee) tip = maxFee;
    if (maxFee < bump(latest.maxFeePerGas) || tip < bump(latest.maxPriorityFeePerGas)) return;
    const tx = Transaction.from({
      type: 2,
      chainId: BigInt(config.chain.chainId),
      nonce: Number(latest.nonce),
      to: address,
      value: 0n,
      gasLimit: CANCEL_GAS,
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: tip,
    });
    const raw = await wallet.signTransaction(tx);
    const signed = Transaction.from(raw);
    await store.addCancel(request.id, latest.nonce, {
      hash: signed.hash as string,
      raw,
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: tip,
      gasLimit: CANCEL_GAS,
    });
    metrics.cancelled();
    logger.warn(
      { id: request.id, nonce: String(latest.nonce), hash: signed.hash, maxFeePerGas: String(maxFee) },
      "the claim's signed deadline passed before it was mined: freeing its nonce with a zero-value self-transfer",
    );
    await broadcast(signed.hash as string, raw);
  }

  async function replace(
    key: Key,
    request: StoredRequest,
    latest: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint; gasLimit: bigint; nonce: bigint },
  ): Promise<void> {
    const fees = await chain.fees(config.priorityFee);
    let maxFee = bump(latest.maxFeePerGas) > fees.maxFeePerGas ? bump(latest.maxFeePerGas) : fees.maxFeePerGas;
    let tip =
      bump(latest.maxPriorityFeePerGas) > fees.maxPriorityFeePerGas
        ? bump(latest.maxPriorityFeePerGas)
        : fees.maxPriorityFeePerGas;
    if (maxFee > config.maxGasPrice) maxFee = config.maxGasPrice;
    if (tip > maxFee) tip = maxFee;
    if (maxFee < bump(latest.maxFeePerGas) || tip < bump(latest.maxPriorityFeePerGas)) {
      // At the ceiling: a replacement cannot outbid the pending one. It waits as it is.
      return;
    }
    const signed = await sign(key, request, latest.nonce, latest.gasLimit, maxFee, tip);
    await store.addReplacement(request.id, latest.nonce, signed);
    metrics.replaced();
    logger.info(
      { id: request.id, nonce: String(latest.nonce), hash: signed.hash, maxFeePerGas: String(maxFee) },
      'replacing a slow transaction',
    );
    await broadcast(signed.hash, signed.raw);
  }

  /**
   * Signs and broadcasts queued requests while the policy allows and the pipeline has room, spread over the keys this
   * process holds: each request goes to the key with the fewest in flight among those above the low-water mark (all
   * keys when every one is under it: accepted requests still go while a balance pays for them).
   */
  async function sendQueued(): Promise<void> {
    const held = pool.filter((key) => key.state.leased);
    if (held.length === 0) return;
    // Only keys that take work send: with a funded key anywhere in the pool (perhaps held by another relayer
    // process, which then sends), a process holding only keys under the mark leaves the queue alone.
    const takers = held.filter((key) => key.state.accepting);
    if (takers.length === 0) return;
    const room = takers.reduce((sum, key) => sum + Math.max(0, config.maxInFlight - key.state.inFlight), 0);
    if (room <= 0) return;
    const queued = await store.queued(room);
    if (queued.length === 0) return;
    const snapshot = await policy.snapshot(true);
    const balances = new Map(takers.map((key) => [key.address, key.state.balance]));
    const plans = new Map<Key, StoredRequest[]>(takers.map((key) => [key, []]));
    for (const request of queued) {
      const key = takers
        .filter((each) => each.state.inFlight + plans.get(each)!.length < config.maxInFlight)
        .sort((a, b) => a.state.inFlight + plans.get(a)!.length - (b.state.inFlight + plans.get(b)!.length))[0];
      if (!key) break;
      plans.get(key)!.push(request);
    }
    // Each key's requests in nonce order; the keys side by side.
    await Promise.all(
      [...plans].map(async ([key, requests]) => {
        for (const request of requests) {
          let gas: bigint;
          try {
            gas = await chain.estimateGas(key.address, request.target, request.calldata);
          } catch (error) {
            if (!(error instanceof RevertedError)) throw error;
            // It would revert now (claimed directly meanwhile, or its deadline passed): nothing is spent.
            const { text } = decodeRevert(error.data);
            await store.markFailed(
              request.id,
              `Not sent: the claim would now fail on chain (${text}). No gas was spent.`,
            );
            metrics.failed('would_revert');
            continue;
          }
          const gasLimit = gas + (gas * BigInt(config.gasLimitMarginPercent)) / 100n;
          const problem = policy.checkSend(
            { ...snapshot, balance: balances.get(key.address) ?? 0n },
            request.campaign as Campaign,
            gasLimit,
          );
          if (problem) {
            // Acknowledged requests are kept, not dropped: they go once the budget or the gas price allows.
            await store.noteWaiting(request.id, `Waiting: ${problem.message}`);
            continue;
          }
          const maxFee = snapshot.maxFeePerGas;
          const tip = snapshot.fees.maxPriorityFeePerGas;
          const signed = await store.assignNonce(
            request.id,
            key.address,
            (nonce) => sign(key, request, nonce, gasLimit, maxFee, tip),
            holder,
          );
          if (!signed) continue; // another relayer process took it first: nothing signed, no nonce used
          // Count what this one reserves before deciding on the next in this pass.
          snapshot.campaigns[request.campaign as Campaign].left -= gasLimit * maxFee;
          balances.set(key.address, (balances.get(key.address) ?? 0n) - gasLimit * maxFee);
          key.state.inFlight += 1;
          await broadcast(signed.hash, signed.raw);
          metrics.sent('new');
        }
      }),
    );
  }

  /** Takes or renews this process's key leases (at most every third of their length, and at every pass that needs one). */
  async function renewLeases(): Promise<void> {
    if (Date.now() - leasesRenewedAt < config.keyLeaseMs / 3 && pool.every((key) => key.state.leased)) return;
    for (const key of pool) {
      const was = key.state.leased;
      key.state.leased = await store.leaseKey(key.address, holder, config.keyLeaseMs);
      if (was !== key.state.leased)
        logger.info(
          { key: key.address, leased: key.state.leased },
          key.state.leased ? 'key lease taken' : 'key lease lost',
        );
    }
    leasesRenewedAt = Date.now();
  }

  async function tick(): Promise<void> {
    await renewLeases();
    const perKey = await store.inFlightBySender();
    await Promise.all(
      pool.map(async (key) => {
        key.state.inFlight = perKey.get(key.address.toLowerCase()) ?? 0;
        const [chainNonce, pendingNonce, balance] = await Promise.all([
          chain.nonce(key.address, 'latest'),
          chain.nonce(key.address, 'pending'),
          chain.balance(key.address),
        ]);
        key.state.balance = balance;
        key.state.low = balance < config.lowWater;
        if (!key.state.leased) {
          key.state.accepting = false;
          return;
        }
        // Nonces used outside the relayer (another process with its key) are skipped, never reused.
        await store.nonceAtLeast(key.address, pendingNonce);
        for (const request of await store.inFlight(key.address)) await watch(key, request, chainNonce);
        key.state.inFlight = (await store.inFlight(key.address)).length;
      }),
    );
    // Over the whole pool, held here or by another process (every balance is read above): a key under the
    // low-water mark takes work only when no key of the pool is above it.
    const anyFunded = pool.some((key) => !key.state.low);
    for (const key of pool) key.state.accepting = key.state.leased && (!key.state.low || !anyFunded);
    await sendQueued();
    const after = await store.counts();
    metrics.queue(after.queued, after.submitted);
    for (const key of pool) metrics.key(key.state);
  }

  async function reconcile(): Promise<void> {
    const [chainId, genesisHash] = await Promise.all([chain.chainId(), chain.genesisHash()]);
    if (chainId !== config.chain.chainId)
      throw new Error(`the RPC nodes serve chain ${chainId}, the configuration says ${config.chain.chainId}`);
    await store.adoptUnassigned(config.address);
    let retired = false;
    for (const { address } of pool) {
      const pendingNonce = await chain.nonce(address, 'pending');
      const saved = await store.sender(address);
      if (saved && (saved.chainId !== chainId || !sameChain(saved.genesisHash, genesisHash))) {
        // A different chain under the same key (a fresh local chain): stored nonces mean nothing there,
        // and the releases sponsored on the old chain are not claimed on this one.
        if (!retired) {
          const failed = await store.retireChain(
            'The chain was reset before this claim was mined; it was not sent on the new chain.',
          );
          retired = true;
          logger.warn(
            { failed },
            'a different chain than the outbox was written for: open transactions failed, nonces recounted',
          );
        }
        await store.saveSender(address, chainId, genesisHash, pendingNonce);
      } else if (!saved || saved.nextNonce < pendingNonce) {
        await store.saveSender(address, chainId, genesisHash, pendingNonce);
      }
    }
    // In-flight requests are settled by their hashes (mined, or rebroadcast from the stored bytes)
    // before anything new is signed: the first tick watches before it sends.
    const open = await store.inFlight();
    logger.info({ inFlight: open.length, keys: pool.map((key) => key.address) }, 'outbox reconciled with the chain');
  }

  const loop = (): void => {
    if (stopped) return;
    running = tick()
      .catch((error: unknown) => {
        metrics.tickFailed();
        logger.warn({ err: (error as Error).message?.slice(0, 300) }, 'sender pass failed; retrying');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, config.pollIntervalMs);
      });
  };

  return {
    reconcile,
    tick,
    start() {
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await store.releaseKeys(holder).catch(() => undefined);
    },
    keys: () => pool.map((key) => ({ ...key.state })),
  };
}
