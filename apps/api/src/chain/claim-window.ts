import { gmChallengeAbi } from '@gm-claim/shared';
import { isoSeconds, type ClaimWindowResponse } from '@gm-claim/shared/dto/claim-window';
import { Interface } from 'ethers';
import { ChainUnavailableError, RpcResponseError, type RpcClient } from '@gm-claim/server/chain/rpc';

/**
 * GMChallenge's claim window (issue 34) — `claimsOpenAt`, `claimDeadline`, `missionsGateEndsAt`, `isOff` — and the
 * chain's time, read at the latest block and cached for `cacheMs` (concurrent requests share one read). The window
 * moves rarely and only by the owner, so a failed or slow refresh keeps answering with the last window read (its `now`
 * moved on by the API's clock): the public page and the signature check survive an RPC outage without waiting for its
 * time-outs. Only a window never read is a ChainUnavailableError (503).
 */
export interface ClaimWindowReader {
  read(): Promise<ClaimWindowResponse>;
}

interface RawWindow {
  openAt: number;
  deadline: number;
  gateEnd: number;
  paused: boolean;
  /** Chain time minus the API's clock (seconds) when read: a local chain moved in time stays right. */
  offset: number;
}

/** How long a request waits for a refresh when a window was read before (then it answers with that one). */
const STALE_WAIT_MS = 250;

const challenge = new Interface(gmChallengeAbi);
const CALLS = {
  openAt: challenge.encodeFunctionData('claimsOpenAt'),
  deadline: challenge.encodeFunctionData('claimDeadline'),
  gateEnd: challenge.encodeFunctionData('missionsGateEndsAt'),
  paused: challenge.encodeFunctionData('isOff'),
} as const;

/** The window at `now` (unix seconds, chain time). The deadline's own second still accepts claims, as on chain. */
export function claimWindowAt(raw: Omit<RawWindow, 'offset'>, now: number): ClaimWindowResponse {
  const state = now < raw.openAt ? 'before-opening' : raw.deadline !== 0 && now > raw.deadline ? 'closed' : 'open';
  return {
    state,
    openAt: raw.openAt,
    openAtIso: isoSeconds(raw.openAt),
    deadline: raw.deadline || null,
    deadlineIso: raw.deadline ? isoSeconds(raw.deadline) : null,
    missionsGateEndsAt: raw.gateEnd || null,
    missionsGateEndsAtIso: raw.gateEnd ? isoSeconds(raw.gateEnd) : null,
    paused: raw.paused,
    now,
  };
}

export function createClaimWindowReader(
  rpc: RpcClient,
  challengeAddress: string,
  cacheMs: number,
  clock: () => number = Date.now,
  /** Non-production rehearsal (CLAIM_WINDOW_PREVIEW_*): these times replace the chain's. */
  preview: { openAt?: number; deadline?: number } = {},
): ClaimWindowReader {
  let cached: { value: RawWindow; at: number } | undefined;
  let inFlight: Promise<RawWindow> | undefined;

  async function request(method: string, params: unknown[]): Promise<unknown> {
    try {
      return await rpc.request(method, params);
    } catch (error) {
      if (error instanceof RpcResponseError) throw new ChainUnavailableError('error', `GMChallenge window read failed: ${error.message.slice(0, 100)}`);
      throw error;
    }
  }

  async function word(data: string): Promise<bigint> {
    const result = await request('eth_call', [{ to: challengeAddress, data }, 'latest']);
    if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(result)) {
      throw new ChainUnavailableError('error', `GMChallenge at ${challengeAddress} returned no window: do CHAIN_RPC_URLS serve chain CHAIN_ID?`);
    }
    return BigInt(result);
  }

  async function fetchWindow(): Promise<RawWindow> {
    const [openAt, deadline, gateEnd, paused, block] = await Promise.all([
      word(CALLS.openAt),
      word(CALLS.deadline),
      word(CALLS.gateEnd),
      word(CALLS.paused),
      request('eth_getBlockByNumber', ['latest', false]),
    ]);
    const timestamp = (block as { timestamp?: unknown } | null)?.timestamp;
    if (typeof timestamp !== 'string') throw new ChainUnavailableError('error', 'the node returned no latest block');
    const value: RawWindow = {
      openAt: preview.openAt ?? Number(openAt),
      deadline: preview.deadline ?? Number(deadline),
      gateEnd: Number(gateEnd),
      paused: paused !== 0n,
      offset: Number(BigInt(timestamp)) - Math.floor(clock() / 1000),
    };
    cached = { value, at: clock() };
    return value;
  }

  async function raw(): Promise<RawWindow> {
    if (cached && clock() - cached.at < cacheMs) return cached.value;
    const reading = (inFlight ??= fetchWindow().finally(() => {
      inFlight = undefined;
    }));
    if (!cached) return reading;
    // A window read before: the fresh read is awaited only briefly, so a failing or slow node never slows the
    // signatures down; the last window read stays the answer meanwhile (only an owner transaction changes it, and
    // the opening and the deadline pass by the clock, which `now` follows).
    const last = cached.value;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<RawWindow>((resolve) => {
      timer = setTimeout(() => resolve(last), STALE_WAIT_MS);
    });
    try {
      return await Promise.race([reading.catch(() => last), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async read() {
      const value = await raw();
      return claimWindowAt(value, Math.floor(clock() / 1000) + value.offset);
    },
  };
}
