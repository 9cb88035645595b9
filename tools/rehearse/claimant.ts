/**
 * One virtual claimant with its own key, doing what the web app does: over HTTP (through nginx's
 * /api) nonce → SIWE sign-in → token info → missions → server signature, and over JSON-RPC (the
 * chain's nodes in order, the next one when a node does not answer) claim & vest — or first a
 * Challenge, settled by the VRF fulfiller, then claim & vest — one confirmation, then the dashboard's
 * reads. Every acknowledged sign-in and signature is kept for the end-of-run proofs.
 */
import { Interface, Transaction, type Wallet, type HDNodeWallet } from 'ethers';
import { callApi, signIn, waitInQueue, ApiCallError, type Observer, type QueueVisit, type Session } from './claimant-api';
import { rpcCall } from './chain';
import { signTransaction } from './fast-sign';

export const CHALLENGE_ABI = new Interface([
  'function claimAndVest(uint256 nonce, uint256 deadline, bytes signature)',
  'function bet(uint256 unit, uint256 multiple, uint16 minProbBps, uint16 maxLossBps, uint256 nonce, uint256 deadline, bytes signature) payable returns (uint256)',
  'function bettingTable(uint256 unit, uint256 multiple) view returns (uint16 probBps, uint16 lossBps)',
  'function estimateVrfCost(uint256 gasPrice) view returns (uint256)',
  'function userVestingScheduleIds(address user) view returns (uint256)',
  'function usedNonces(address user, uint256 nonce) view returns (bool)',
  'function registerBalances(address[] users, uint256[] amounts)',
  'function amount_owed() view returns (uint256)',
  'function amount_supply() view returns (uint256)',
  'function amount_registered() view returns (uint256)',
  'event BetRequested(uint256 indexed requestId, address indexed user, uint256 unit, uint256 multiple, uint256 price, uint16 probBps, uint16 lossBps)',
  'event BetResolved(uint256 indexed requestId, address indexed user, bool success, uint256 gained, uint256 randomWord)',
]);
export const VESTING_ABI = new Interface(['function claim(uint256 scheduleId)', 'function claimableAmount(uint256 scheduleId) view returns (uint256)']);
export const TOKEN_ABI = new Interface(['function balanceOf(address) view returns (uint256)']);

export interface ClaimantContext {
  apiUrl: string;
  /** JSON-RPC nodes, tried in order. */
  rpcUrls: () => string[];
  domain: string;
  chainId: number;
  challenge: string;
  observe: Observer;
  /** Bet unit in base units (≤ the claimant's allocation). */
  betUnit: bigint;
}

/** The claimant's own API client: its address (X-Forwarded-For), its observer. */
function api(context: ClaimantContext, clientIp: string, pass?: string) {
  return <T>(step: string, path: string, init: { method?: string; token?: string; expected?: readonly number[] } = {}): Promise<T> =>
    callApi<T>(context.apiUrl, step, path, { ...init, observe: context.observe, clientIp, ...(pass ? { pass } : {}) });
}

export interface IssuedSignature {
  user: string;
  nonce: string;
  deadline: string;
}

export interface ClaimantResult {
  address: string;
  finished: boolean;
  challenged: boolean;
  error?: string;
  sessions: Session[];
  signatures: IssuedSignature[];
  scheduleId?: bigint;
  claimBlock?: number;
  /** The overload run: the claimant's visit to the waiting room. */
  queue?: QueueVisit;
}

const RECEIPT_TIMEOUT_MS = 180_000;

const CHAIN_CALL_TIMEOUT_MS = 15_000;
const CHAIN_PATIENCE_MS = 90_000;

/**
 * A JSON-RPC call as a wallet makes it: the nodes in order, the next one when a node refuses, drops
 * or does not answer within 15 s, and round again after a pause — for up to 90 s. An error the node
 * answers (a revert, a bad nonce) is not retried.
 */
export async function chainCall<T>(context: Pick<ClaimantContext, 'rpcUrls' | 'observe'>, step: string, method: string, params: unknown[]): Promise<T> {
  let lastError: unknown;
  const deadline = Date.now() + CHAIN_PATIENCE_MS;
  for (let round = 0; Date.now() < deadline; round++) {
    for (const url of context.rpcUrls()) {
      const startedAt = Date.now();
      try {
        const result = await Promise.race([
          rpcCall<T>(url, method, params),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHAIN_CALL_TIMEOUT_MS)),
        ]);
        context.observe({ step, status: 200, outcome: 'ok', startedAt, ms: Date.now() - startedAt });
        return result;
      } catch (error) {
        const message = (error as Error).message;
        const timeout = message === 'timeout';
        const transport = timeout || /fetch failed|ECONNREFUSED|ECONNRESET|socket|terminated|Unexpected end|JSON/i.test(message);
        context.observe({ step, status: 0, outcome: timeout ? 'node_timeout' : transport ? 'node_down' : 'rpc_error', startedAt, ms: Date.now() - startedAt });
        if (!transport) throw error;
        lastError = error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 500 * 2 ** round)));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

async function ethCall(context: ClaimantContext, step: string, to: string, data: string): Promise<string> {
  return chainCall<string>(context, step, 'eth_call', [{ to, data }, 'latest']);
}

/** Signs and sends a legacy transaction, then waits for one confirmation (its receipt). */
export async function sendAndConfirm(
  context: Pick<ClaimantContext, 'rpcUrls' | 'observe' | 'chainId'>,
  wallet: Wallet | HDNodeWallet,
  step: string,
  tx: { to: string; data: string; value?: bigint },
): Promise<{ blockNumber: number; logs: { topics: string[]; data: string; address: string }[] }> {
  const startedAt = Date.now();
  const [nonce, gasPrice, gas] = await Promise.all([
    chainCall<string>(context, `${step}:prepare`, 'eth_getTransactionCount', [wallet.address, 'pending']),
    chainCall<string>(context, `${step}:prepare`, 'eth_gasPrice', []),
    chainCall<string>(context, `${step}:prepare`, 'eth_estimateGas', [
      { from: wallet.address, to: tx.to, data: tx.data, value: `0x${(tx.value ?? 0n).toString(16)}` },
    ]),
  ]);
  const signed = signTransaction(
    wallet,
    Transaction.from({ type: 0, chainId: context.chainId, nonce: Number(nonce), gasPrice: BigInt(gasPrice), gasLimit: (BigInt(gas) * 12n) / 10n, to: tx.to, data: tx.data, value: tx.value ?? 0n }),
  );
  const hash = Transaction.from(signed).hash as string;
  try {
    await chainCall(context, `${step}:send`, 'eth_sendRawTransaction', [signed]);
  } catch (error) {
    // The same signed transaction sent again through another node after a failed send is "known".
    if (!/known|already|nonce too low/i.test((error as Error).message)) throw error;
  }
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await chainCall<{ status: string; blockNumber: string; logs: { topics: string[]; data: string; address: string }[] } | null>(
      context,
      `${step}:receipt`,
      'eth_getTransactionReceipt',
      [hash],
    ).catch(() => null);
    if (receipt) {
      context.observe({ step, status: receipt.status === '0x1' ? 200 : 0, outcome: receipt.status === '0x1' ? 'ok' : 'reverted', startedAt, ms: Date.now() - startedAt });
      if (receipt.status !== '0x1') throw new Error(`${step} reverted (${hash})`);
      return { blockNumber: Number(receipt.blockNumber), logs: receipt.logs };
    }
    if (Date.now() > deadline) throw new Error(`${step}: no receipt for ${hash} in ${RECEIPT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sign-in as the web does it; a nonce consumed by a request whose answer was lost is started over. */
async function signInWithRetry(context: ClaimantContext, wallet: Wallet | HDNodeWallet, clientIp: string, pass?: string): Promise<Session> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await signIn(context.apiUrl, wallet, context.domain, context.chainId, context.observe, clientIp, pass);
    } catch (error) {
      if (attempt < 3 && error instanceof ApiCallError && error.status === 401) continue;
      throw error;
    }
  }
}

async function challenge(context: ClaimantContext, wallet: Wallet | HDNodeWallet, token: string, result: ClaimantResult, call: ReturnType<typeof api>): Promise<void> {
  const multiple = 2n;
  const [probBps, lossBps] = CHALLENGE_ABI.decodeFunctionResult(
    'bettingTable',
    await ethCall(context, 'chain:read', context.challenge, CHALLENGE_ABI.encodeFunctionData('bettingTable', [context.betUnit, multiple])),
  ) as unknown as [bigint, bigint];
  const gasPrice = BigInt(await chainCall<string>(context, 'chain:read', 'eth_gasPrice', []));
  const [price] = CHALLENGE_ABI.decodeFunctionResult(
    'estimateVrfCost',
    await ethCall(context, 'chain:read', context.challenge, CHALLENGE_ABI.encodeFunctionData('estimateVrfCost', [gasPrice])),
  ) as unknown as [bigint];
  const signature = await call<IssuedSignature & { signature: string }>('signature', '/signature', { token });
  result.signatures.push({ user: wallet.address, nonce: signature.nonce, deadline: signature.deadline });
  const placed = await sendAndConfirm(context, wallet, 'chain:bet', {
    to: context.challenge,
    data: CHALLENGE_ABI.encodeFunctionData('bet', [context.betUnit, multiple, probBps, lossBps, signature.nonce, signature.deadline, signature.signature]),
    value: (price * 3n) / 2n,
  });
  const requested = placed.logs.map((log) => CHALLENGE_ABI.parseLog(log)).find((log) => log?.name === 'BetRequested');
  if (!requested) throw new Error('no BetRequested in the bet receipt');
  const requestId = requested.args[0] as bigint;
  // Waits for the fulfilment: the bet's BetResolved log, from the bet's block on.
  const startedAt = Date.now();
  const resolvedTopic = CHALLENGE_ABI.getEvent('BetResolved')?.topicHash;
  const requestTopic = `0x${requestId.toString(16).padStart(64, '0')}`;
  for (;;) {
    const logs = await chainCall<unknown[]>(context, 'chain:read', 'eth_getLogs', [
      { address: context.challenge, fromBlock: `0x${placed.blockNumber.toString(16)}`, toBlock: 'latest', topics: [resolvedTopic, requestTopic] },
    ]);
    if (logs.length > 0) break;
    if (Date.now() - startedAt > RECEIPT_TIMEOUT_MS) throw new Error(`bet ${requestId} was not fulfilled in ${RECEIPT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
  context.observe({ step: 'chain:vrf', status: 200, outcome: 'ok', startedAt, ms: Date.now() - startedAt });
  // The verifier page's read; a 404 while the index has not reached the fulfilment yet.
  await call('challenge', `/challenges/${requestId}`, { expected: [404] });
}

export async function runClaimant(
  context: ClaimantContext,
  wallet: Wallet | HDNodeWallet,
  challenger: boolean,
  clientIp: string,
  queue = false,
): Promise<ClaimantResult> {
  const result: ClaimantResult = { address: wallet.address, finished: false, challenged: challenger, sessions: [], signatures: [] };
  try {
    // The overload run: through the waiting room first, as the web does (issue 34 §3).
    if (queue) result.queue = await waitInQueue(context.apiUrl, context.observe, clientIp);
    const pass = result.queue?.pass;
    const call = api(context, clientIp, pass);
    const session = await signInWithRetry(context, wallet, clientIp, pass);
    result.sessions.push(session);
    const token = session.accessToken;
    await call('token', '/user/token', { token });
    const { missions } = await call<{ missions: { id: string; completed: boolean }[] }>('missions', '/user/missions', { token });
    for (const mission of missions.filter((item) => !item.completed)) {
      await call('mission', `/user/missions/${mission.id}/complete`, { method: 'POST', token });
    }
    if (challenger) await challenge(context, wallet, token, result, call);
    const signature = await call<IssuedSignature & { signature: string }>('signature', '/signature', { token });
    result.signatures.push({ user: wallet.address, nonce: signature.nonce, deadline: signature.deadline });
    const claimed = await sendAndConfirm(context, wallet, 'chain:claimAndVest', {
      to: context.challenge,
      data: CHALLENGE_ABI.encodeFunctionData('claimAndVest', [signature.nonce, signature.deadline, signature.signature]),
    });
    result.claimBlock = claimed.blockNumber;
    // The dashboard's reads: the vesting contract, the schedule on chain, its history from the index.
    await call('dashboard', '/vesting/contract');
    const [scheduleId] = CHALLENGE_ABI.decodeFunctionResult(
      'userVestingScheduleIds',
      await ethCall(context, 'chain:read', context.challenge, CHALLENGE_ABI.encodeFunctionData('userVestingScheduleIds', [wallet.address])),
    ) as unknown as [bigint];
    result.scheduleId = scheduleId;
    await call('dashboard', '/index/status');
    // The history of a schedule the index has not reached yet is a 404 naming the indexed block: the
    // web then says the index trails. Not an error of the rush.
    await call('history', `/vesting/PUBLIC/schedules/${scheduleId}/claims`, { expected: [404] });
    await call('dashboard', '/user/token', { token });
    result.finished = true;
  } catch (error) {
    result.error = (error as Error).message.slice(0, 300);
  }
  return result;
}

/** The monthly claim after time moved: GMVesting.claim(scheduleId), one confirmation. */
export async function monthlyClaim(
  context: Pick<ClaimantContext, 'rpcUrls' | 'observe' | 'chainId'>,
  wallet: Wallet | HDNodeWallet,
  vesting: string,
  scheduleId: bigint,
): Promise<boolean> {
  try {
    await sendAndConfirm(context, wallet, 'chain:monthlyClaim', { to: vesting, data: VESTING_ABI.encodeFunctionData('claim', [scheduleId]) });
    return true;
  } catch {
    return false;
  }
}
