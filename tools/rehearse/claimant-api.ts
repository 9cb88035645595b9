/**
 * The API calls a claimant makes, as the web app makes them (apps/web: core/api, features/sign-in):
 * JSON over HTTP through nginx's /api, `Authorization: Bearer` after sign-in, and 429 / 503 retried
 * after the `Retry-After` the API sends (at most `MAX_ATTEMPTS` times). Every attempt is reported to
 * an optional observer (the rehearsal's per-step latencies and error counts).
 */
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared';
import type { Wallet, HDNodeWallet } from 'ethers';
import { signPersonalMessage } from './fast-sign';

const MAX_ATTEMPTS = 8;
const REQUEST_TIMEOUT_MS = 15_000;

export interface Attempt {
  step: string;
  status: number;
  /** 'ok' | 'http_<status>' | 'network' | 'timeout' */
  outcome: string;
  startedAt: number;
  ms: number;
}

export type Observer = (attempt: Attempt) => void;

export class ApiCallError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${step}: ${status} ${body.slice(0, 200)}`);
  }
}

function retryAfterMs(response: Response | undefined, attempt: number): number {
  const header = Number(response?.headers.get('retry-after'));
  const base = Number.isFinite(header) && header > 0 ? header * 1_000 : 500 * 2 ** attempt;
  // Spread the retries of many clients a little, as a browser population would be.
  return Math.min(base, 10_000) * (0.8 + 0.4 * Math.random());
}

/** One API call: JSON in and out, 429/503/network failures retried after Retry-After. */
export async function callApi<T>(
  apiUrl: string,
  step: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; observe?: Observer; clientIp?: string; expected?: readonly number[]; pass?: string } = {},
): Promise<T> {
  let last = '';
  let lastStatus = 0;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const startedAt = Date.now();
    let response: Response | undefined;
    let outcome: string;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          // The waiting room's admission pass (issue 34 §3), as the web sends it.
          ...(init.pass ? { 'x-admission-pass': init.pass } : {}),
          // The client's address as a CDN in front of nginx would pass it (the API trusts two hops then).
          ...(init.clientIp ? { 'x-forwarded-for': init.clientIp } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      last = await response.text();
      lastStatus = response.status;
      outcome = response.ok ? 'ok' : init.expected?.includes(response.status) ? `ok_${response.status}` : `http_${response.status}`;
    } catch (error) {
      outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      last = (error as Error).message;
      lastStatus = 0;
    }
    init.observe?.({ step, status: lastStatus, outcome, startedAt, ms: Date.now() - startedAt });
    if (response?.ok) return (last ? JSON.parse(last) : undefined) as T;
    if (response && init.expected?.includes(response.status)) return undefined as T;
    const retryable = response === undefined || response.status === 429 || response.status === 503 || response.status === 502;
    if (!retryable) break;
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response, attempt)));
  }
  throw new ApiCallError(step, lastStatus, last);
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  clearAllMissions: boolean;
}

/** GET /auth/nonce, the EIP-4361 message the web writes, personal_sign, POST /auth/login. */
export async function signIn(
  apiUrl: string,
  wallet: Wallet | HDNodeWallet,
  domain: string,
  chainId: number,
  observe?: Observer,
  clientIp?: string,
  pass?: string,
): Promise<Session> {
  const { nonce } = await callApi<{ nonce: string }>(apiUrl, 'nonce', '/auth/nonce', { observe, clientIp, ...(pass ? { pass } : {}) });
  const message = createSiweMessage({
    domain,
    address: wallet.address,
    statement: SIWE_STATEMENT,
    uri: `http://${domain}`,
    version: '1',
    chainId,
    nonce,
    issuedAt: new Date().toISOString(),
  });
  const signature = signPersonalMessage(wallet, message);
  return callApi<Session>(apiUrl, 'login', '/auth/login', { body: { walletAddress: wallet.address, nonce, signature, message }, observe, clientIp, ...(pass ? { pass } : {}) });
}

export interface QueueVisit {
  ticketNumber: number;
  /** When POST /queue was sent (the arrival), and when the first "admitted" answer came back. */
  enteredAt: number;
  admittedAt: number;
  /** What the API estimated at the first answer (0: admitted at once). */
  estimatedWaitSeconds: number;
  asks: number;
  pass: string;
}

type QueueAnswer =
  | { status: 'admitted'; ticketNumber: number; pass: string }
  | { status: 'waiting'; ticket: string; ticketNumber: number; position: number; estimatedWaitSeconds: number; checkAfterSeconds: number };

/** The waiting room as the web goes through it (issue 34 §3): join, ask again when told, until admitted. */
export async function waitInQueue(apiUrl: string, observe?: Observer, clientIp?: string, patienceMs = 30 * 60_000): Promise<QueueVisit> {
  const enteredAt = Date.now();
  let answer = await callApi<QueueAnswer>(apiUrl, 'queue', '/queue', { body: {}, observe, clientIp });
  const estimatedWaitSeconds = answer.status === 'waiting' ? answer.estimatedWaitSeconds : 0;
  let asks = 1;
  while (answer.status === 'waiting') {
    if (Date.now() - enteredAt > patienceMs) throw new Error(`queue: still waiting after ${patienceMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, answer.status === 'waiting' ? answer.checkAfterSeconds * 1_000 : 0));
    answer = await callApi<QueueAnswer>(apiUrl, 'queue', '/queue', { body: { ticket: answer.ticket }, observe, clientIp });
    asks += 1;
  }
  return { ticketNumber: answer.ticketNumber, enteredAt, admittedAt: Date.now(), estimatedWaitSeconds, asks, pass: answer.pass };
}
