import { randomUUID } from 'node:crypto';
import { encodeRelayCall, relayRequestSchema, signedTypedDataOf, type RelayRequest } from '@gm-claim/shared';
import { getAddress, verifyTypedData, ZeroAddress, type TypedDataDomain } from 'ethers';
import { RevertedError, type RelayChain } from './chain';
import type { Campaign, RelayerConfig } from './config';
import { refusal, type RelayError } from './errors';
import { RELAY_INTERFACE, targetOf } from './kinds';
import type { RelayMetrics } from './metrics';
import { NOMINAL_CLAIM_GAS, type Policy } from './policy';
import { createRecipientCheck } from './recipients';
import { revertRefusal } from './revert';
import { LimitTakenError, type RelayStore, type StoredRequest } from './store';

/** How long one reading of the chain's clock serves the deadline check. */
const CHAIN_CLOCK_TTL_MS = 5_000;

/** The suffix of an EIP-6492 signature (a counterfactual account's: factory call + inner signature). */
const ERC6492_MAGIC = '6492649264926492649264926492649264926492649264926492649264926492';

interface Claimant {
  campaign: Campaign;
  claimant: string;
  limitKey: string;
  /**
   * What the claimant signed, rebuilt from the request (libs/shared relay/claims.ts); null when a vesting claim's
   * nonce cannot be read (then the simulation decides).
   */
  typed: ReturnType<typeof signedTypedDataOf>;
}

export interface IntakeDeps {
  config: RelayerConfig;
  chain: RelayChain;
  store: RelayStore;
  policy: Policy;
  metrics: RelayMetrics;
  now?: () => number;
}

function malformed(message: string): RelayError {
  return refusal(400, 'malformed', 'VALIDATION_FAILED', message);
}

function parse(body: unknown): RelayRequest {
  const result = relayRequestSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw malformed(
    `Invalid request: ${field} ${(issue?.message ?? 'is invalid').replace(/^./, (c) => c.toLowerCase())}.`,
  );
}

/**
 * Takes a signed claim: validates it, checks chain and contract, verifies the signature off-chain
 * where it can, applies the policy, SIMULATES it from the relayer's key at the pending state, and
 * only then persists it (queued; the sender signs and broadcasts it). Nothing is spent on a request
 * that would revert; a refusal names its reason.
 */
export function createIntake(deps: IntakeDeps) {
  const { config, chain, store, policy } = deps;
  const now = deps.now ?? Date.now;
  const domains = new Map<string, Promise<TypedDataDomain | null>>();
  const contracts = { challenge: config.chain.challengeAddress, vestings: config.chain.vestingAddresses };
  const recipients = createRecipientCheck(chain, contracts, config.knownSweepers);

  /** The contract's EIP-712 domain (ERC-5267 eip712Domain()), or null when it has none. */
  function domainOf(contract: string): Promise<TypedDataDomain | null> {
    let domain = domains.get(contract);
    if (!domain) {
      domain = chain
        .call(contract, RELAY_INTERFACE.encodeFunctionData('eip712Domain'))
        .then((data) => {
          const [, name, version, chainId, verifyingContract] = RELAY_INTERFACE.decodeFunctionResult(
            'eip712Domain',
            data,
          );
          return {
            name: String(name),
            version: String(version),
            chainId: BigInt(chainId as bigint),
            verifyingContract: String(verifyingContract),
          };
        })
        .catch((error: unknown) => {
          domains.delete(contract);
          if (error instanceof RevertedError) return null;
          throw error;
        });
      domains.set(contract, domain);
    }
    return domain;
  }

  async function view(
    contract: string,
    name: string,
    args: unknown[],
  ): Promise<ReturnType<typeof RELAY_INTERFACE.decodeFunctionResult> | null> {
    try {
      return RELAY_INTERFACE.decodeFunctionResult(
        name,
        await chain.call(contract, RELAY_INTERFACE.encodeFunctionData(name, args)),
      );
    } catch (error) {
      if (error instanceof RevertedError) return null;
      throw error;
    }
  }

  async function claimantOf(request: RelayRequest, campaign: Campaign): Promise<Claimant> {
    const contract = getAddress(request.contract.toLowerCase());
    if (request.kind === 'vesting.claimViaSig') {
      const [schedule, info] = await Promise.all([
        view(contract, 'getVestingSchedule', [request.scheduleId]),
        view(contract, 'getVestingInfo', [request.scheduleId]),
      ]);
      let beneficiary = schedule ? getAddress(String((schedule[0] as { beneficiary: string }).beneficiary)) : ZeroAddress;
      // A gift not accepted yet reads with a zero beneficiary: its recipient (pendingBeneficiary) signs, and the
      // claim accepts it. Neither: no schedule to claim, refused before any gas.
      if (beneficiary === ZeroAddress) {
        const pending = await view(contract, 'pendingBeneficiary', [request.scheduleId]);
        beneficiary = pending ? getAddress(String(pending[0])) : ZeroAddress;
      }
      if (beneficiary === ZeroAddress)
        throw refusal(
          404,
          'would_revert',
          'UNKNOWN_SCHEDULE',
          `There is no vesting schedule ${request.scheduleId} on ${contract}, nor a gift waiting for its recipient.`,
        );
      const month = info ? String((info[0] as { monthsElapsed: bigint }).monthsElapsed) : '0';
      const nonce = await view(contract, 'nonces', [beneficiary]);
      return {
        campaign,
        claimant: beneficiary,
        limitKey: `vesting:${contract.toLowerCase()}:${request.scheduleId}:${month}`,
        typed: signedTypedDataOf(request, nonce ? BigInt(nonce[0] as bigint) : undefined),
      };
    }
    return {
      campaign,
      claimant: getAddress(request.user.toLowerCase()),
      limitKey: `challenge:${contract.toLowerCase()}:${request.user.toLowerCase()}`,
      typed: signedTypedDataOf(request),
    };
  }

  /**
   * Refuses a signature an EOA claimant did not make; smart accounts (EIP-1271 / 6492) are left to the simulation. The
   * domain is the contract's own (ERC-5267 eip712Domain), the types and message the shared ones.
   */
  async function verifySignature(contract: string, who: Claimant): Promise<void> {
    if (!who.typed) return;
    const domain = await domainOf(contract);
    if (!domain) return;
    const { signature } = who.typed;
    if (signature.toLowerCase().endsWith(ERC6492_MAGIC)) return;
    let signer: string | null = null;
    try {
      signer = verifyTypedData(domain, who.typed.typedData.types, who.typed.typedData.message, signature);
    } catch {
      signer = null;
    }
    if (signer && signer.toLowerCase() === who.claimant.toLowerCase()) return;
    if ((await chain.code(who.claimant)) !== '0x') return;
    throw refusal(
      401,
      'invalid_signature',
      'INVALID_SIGNATURE',
      `The signature is not ${who.claimant}'s over this claim (recipient, deadline, contract and chain are all signed). Nothing was sent.`,
    );
  }

  /**
   * Would the claim go through now? One eth_call from the relayer's address: it says the same revert an estimate
   * would, for one execution instead of an estimate's search (in a rush every node call counts, and the sender
   * estimates the gas of what it sends anyway, just before sending).
   */
  async function simulate(to: string, data: string): Promise<void> {
    try {
      await chain.call(to, data, config.address);
    } catch (error) {
      if (error instanceof RevertedError) throw revertRefusal(error.data);
      throw error;
    }
  }

  /**
   * The contracts' clock (the latest block's time, read at most every few seconds) or the wall clock, whichever is
   * later: the web signs deadlines from the block time, which a local chain may have moved ahead.
   */
  let chainClock: { at: number; seconds: bigint } | null = null;
  async function clockSeconds(fresh = false): Promise<bigint> {
    const wall = BigInt(Math.floor(now() / 1000));
    if (fresh || !chainClock || now() - chainClock.at > CHAIN_CLOCK_TTL_MS) {
      const seconds = await chain.latestTimestamp();
      chainClock = { at: now(), seconds };
    }
    const chainNow = chainClock.seconds + BigInt(Math.floor((now() - chainClock.at) / 1000));
    return chainNow > wall ? chainNow : wall;
  }

  /** One intake at a time per schedule (or Challenge user): copies wait for the first, then meet it in the database. */
  const inProgress = new Map<string, Promise<unknown>>();
  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = inProgress.get(key);
    const mine = (before ?? Promise.resolve()).catch(() => undefined).then(work);
    inProgress.set(key, mine);
    try {
      return await mine;
    } finally {
      if (inProgress.get(key) === mine) inProgress.delete(key);
    }
  }

  return {
    async accept(body: unknown): Promise<StoredRequest> {
      const request = parse(body);
      const key =
        request.kind === 'vesting.claimViaSig'
          ? `vesting:${request.contract.toLowerCase()}:${request.scheduleId}`
          : `challenge:${request.user.toLowerCase()}`;
      return oneAtATime(key, () => this.take(request));
    },

    async take(request: RelayRequest): Promise<StoredRequest> {
      if (!config.sponsored.has(request.kind)) {
        throw refusal(
          403,
          'not_sponsored',
          'NOT_SPONSORED',
          `The relayer does not sponsor ${request.kind} (it sponsors: ${[...config.sponsored].join(', ') || 'nothing'}).`,
        );
      }
      if (request.chainId !== config.chain.chainId) {
        throw refusal(
          400,
          'wrong_chain',
          'WRONG_CHAIN',
          `This relayer sends on chain ${config.chain.chainId}, not ${request.chainId}.`,
        );
      }
      const target = targetOf(request, contracts);
      if (!target) {
        const expected = request.kind === 'vesting.claimViaSig' ? 'one of the GMVesting contracts' : 'GMChallenge';
        throw refusal(
          400,
          'wrong_contract',
          'WRONG_CONTRACT',
          `${request.contract} is not ${expected} of this deployment.`,
        );
      }
      if (BigInt(request.deadline) * 1000n <= BigInt(now())) {
        throw refusal(
          400,
          'expired',
          'EXPIRED',
          'The signed claim has expired (its deadline has passed): sign it again.',
        );
      }
      const furthest = async (fresh: boolean) => (await clockSeconds(fresh)) + BigInt(config.maxDeadlineSeconds);
      // Too far by the cached clock: read it again before refusing (a local chain's time can jump).
      if (BigInt(request.deadline) > (await furthest(false)) && BigInt(request.deadline) > (await furthest(true))) {
        throw malformed(
          `Invalid request: deadline is too far away: at most ${config.maxDeadlineSeconds} seconds from now. Sign the claim again with a nearer deadline.`,
        );
      }
      const contract = getAddress(request.contract.toLowerCase());
      const calldata = encodeRelayCall(request);
      // What can be refused without the chain goes first (a flood of copies costs no chain read): the same signed
      // claim again, or another claim while one of the same schedule (or user) is still on its way.
      const replay = await store.byCalldata(calldata);
      if (replay) throw limitRefusal(replay, calldata);
      const open =
        request.kind === 'vesting.claimViaSig'
          ? await store.openByLimitPrefix(`vesting:${contract.toLowerCase()}:${request.scheduleId}:`)
          : await store.byLimitKey(`challenge:${contract.toLowerCase()}:${request.user.toLowerCase()}`);
      if (open) throw limitRefusal(open, calldata);
      // The contracts' rule on recipients (issue 32) and who the claimant is, read together.
      const [recipient, claimant] = await Promise.allSettled([
        recipients.check(request.recipient),
        claimantOf(request, target.campaign),
      ]);
      if (recipient.status === 'rejected') throw recipient.reason;
      if (claimant.status === 'rejected') throw claimant.reason;
      const who = claimant.value;
      const taken = await store.byLimitKey(who.limitKey);
      if (taken) throw limitRefusal(taken, calldata);
      await verifySignature(contract, who);
      // Budget, gas ceiling and balance first (a 503 the web falls back on), for a claim's nominal gas (above what
      // every relayed claim costs), then the simulation.
      await policy.admit(target.campaign, NOMINAL_CLAIM_GAS);
      await simulate(contract, calldata);
      try {
        return await store.insert({
          id: randomUUID(),
          kind: request.kind,
          campaign: target.campaign,
          target: contract.toLowerCase(),
          claimant: who.claimant.toLowerCase(),
          limitKey: who.limitKey,
          calldata,
          deadline: BigInt(request.deadline),
        });
      } catch (error) {
        if (error instanceof LimitTakenError) throw limitRefusal(error.existing, calldata);
        throw error;
      }
    },
  };
}

function limitRefusal(existing: StoredRequest, calldata: string): RelayError {
  if (existing.calldata === calldata) {
    return refusal(
      409,
      'replayed',
      'REPLAYED',
      `This signed claim was already submitted (request ${existing.id}, ${existing.status}).`,
      { id: existing.id },
    );
  }
  return refusal(
    429,
    'limit',
    'LIMIT_REACHED',
    `One sponsored claim per release: request ${existing.id} (${existing.status}) already claims this one.`,
    { id: existing.id },
  );
}

export type Intake = ReturnType<typeof createIntake>;
