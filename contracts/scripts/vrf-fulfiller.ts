import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Contract, Interface, type JsonRpcProvider, type Log, type Signer } from 'ethers';
import { scanLogRanges } from '@gm-claim/shared/rpc/scan-log-ranges';

/**
 * The local VRF fulfiller: watches VRFCoordinatorV2_5Mock for `RandomWordsRequested`, fulfils each
 * request with fresh random words through `fulfillRandomWordsWithOverride`, and checks on every hop
 * that the words really arrived (coordinator `success`, no `WrapperFulfillmentFailed`, the consumer's
 * `BetResolved`). On start it scans from `fromBlock`, so requests made while it was down are fulfilled.
 *
 * Tests steer it through a small HTTP control endpoint (see `startControlServer`).
 */

const COORDINATOR_ABI = [
  'event RandomWordsRequested(bytes32 indexed keyHash, uint256 requestId, uint256 preSeed, uint256 indexed subId, uint16 minimumRequestConfirmations, uint32 callbackGasLimit, uint32 numWords, bytes extraArgs, address indexed sender)',
  'event RandomWordsFulfilled(uint256 indexed requestId, uint256 outputSeed, uint256 indexed subId, uint96 payment, bool nativePayment, bool success, bool onlyPremium)',
  'function fulfillRandomWordsWithOverride(uint256 requestId, address consumer, uint256[] words)',
];
const HOP_EVENTS_ABI = [
  'event WrapperFulfillmentFailed(uint256 indexed requestId, address indexed consumer)',
  'event BetResolved(uint256 indexed requestId, address indexed user, bool success, uint256 gained, uint256 randomWord)',
];
const coordinatorInterface = new Interface(COORDINATOR_ABI);
const hopInterface = new Interface(HOP_EVENTS_ABI);

/** eth_estimateGas under-estimates a mock fulfilment: the inner calls' failures do not revert it. */
const FULFIL_GAS_LIMIT = 2_000_000n;
const MAX_ATTEMPTS = 3;

export interface PendingRequest {
  requestId: bigint;
  consumer: string;
  numWords: number;
  blockNumber: number;
}

export interface FulfilmentResult {
  requestId: string;
  words: string[];
  txHash: string;
  /** The coordinator's view: the wrapper accepted the words. */
  coordinatorSuccess: boolean;
  /** The wrapper could not call its consumer (out of gas or a revert). */
  wrapperFailed: boolean;
  /** Set when the consumer is GMChallenge and it resolved the bet. */
  betResolved?: { user: string; success: boolean; gained: string };
}

export interface VrfFulfillerOptions {
  provider: JsonRpcProvider;
  /** Sends the fulfilments; `fulfillRandomWordsWithOverride` is callable by anyone on the mock. */
  sender: Signer;
  coordinator: string;
  fromBlock?: number;
  pollMs?: number;
  auto?: boolean;
  log?: (line: string) => void;
}

export interface VrfFulfillerStatus {
  auto: boolean;
  pending: string[];
  queuedWordSets: number;
  fulfilled: number;
  lastScannedBlock: number;
}

/** Parses decimal-string words (what the control endpoint receives) into uint256 values. */
export function parseWords(words: unknown): bigint[] {
  if (!Array.isArray(words) || words.length === 0) {
    throw new Error('words must be a non-empty array of decimal strings');
  }
  return words.map((word) => {
    if (typeof word !== 'string' || !/^\d{1,78}$/.test(word)) {
      throw new Error(`word ${JSON.stringify(word)} is not a decimal string`);
    }
    const value = BigInt(word);
    if (value >= 2n ** 256n) throw new Error(`word ${word} does not fit in uint256`);
    return value;
  });
}

function randomWord(): bigint {
  return BigInt('0x' + randomBytes(32).toString('hex'));
}

export class VrfFulfiller {
  readonly #provider: JsonRpcProvider;
  readonly #coordinator: Contract;
  readonly #coordinatorAddress: string;
  readonly #pollMs: number;
  readonly #log: (line: string) => void;
  readonly #pending = new Map<string, PendingRequest>();
  readonly #fulfilledIds = new Set<string>();
  readonly #queuedWords: bigint[][] = [];
  readonly #failures = new Map<string, number>();
  #auto: boolean;
  #lastScannedBlock: number;
  #fulfilledCount = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  /** Serialises scans and fulfilments so that two never race on the same request. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: VrfFulfillerOptions) {
    this.#provider = options.provider;
    this.#coordinatorAddress = options.coordinator;
    this.#coordinator = new Contract(options.coordinator, COORDINATOR_ABI, options.sender);
    this.#pollMs = options.pollMs ?? 250;
    this.#auto = options.auto ?? true;
    this.#lastScannedBlock = (options.fromBlock ?? 0) - 1;
    this.#log = options.log ?? ((line) => console.log(line));
  }

  /** Scans the history once (requests made while no fulfiller ran), then polls for new blocks. */
  async start(): Promise<void> {
    await this.#serial(() => this.#scanAndFulfil());
    const tick = (): void => {
      if (this.#stopped) return;
      this.#serial(() => this.#scanAndFulfil())
        .catch((error: unknown) => this.#log(`[vrf] poll failed: ${(error as Error).message}`))
        .finally(() => {
          if (!this.#stopped) this.#timer = setTimeout(tick, this.#pollMs);
        });
    };
    this.#timer = setTimeout(tick, this.#pollMs);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#queue.catch(() => undefined);
  }

  status(): VrfFulfillerStatus {
    return {
      auto: this.#auto,
      pending: [...this.#pending.keys()],
      queuedWordSets: this.#queuedWords.length,
      fulfilled: this.#fulfilledCount,
      lastScannedBlock: this.#lastScannedBlock,
    };
  }

  /** Queues words for the next automatic fulfilment (first in, first out). */
  queueWords(words: bigint[]): number {
    this.#queuedWords.push(words);
    return this.#queuedWords.length;
  }

  /** Turns automatic fulfilment on or off; turning it on fulfils everything held so far. */
  async setAuto(auto: boolean): Promise<void> {
    this.#auto = auto;
    if (auto) await this.#serial(() => this.#scanAndFulfil());
  }

  /** Fulfils one request now with the given words (or queued/random ones), whatever the mode. */
  async fulfil(requestId: bigint, words?: bigint[]): Promise<FulfilmentResult> {
    return this.#serial(async () => {
      await this.#scan();
      const request = this.#pending.get(requestId.toString());
      if (!request) {
        const known = this.#fulfilledIds.has(requestId.toString());
        throw new RequestNotPendingError(requestId, known);
      }
      return this.#fulfilRequest(request, words);
    });
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #scanAndFulfil(): Promise<void> {
    await this.#scan();
    if (!this.#auto) return;
    for (const request of [...this.#pending.values()]) {
      if (this.#stopped) return;
      if ((this.#failures.get(request.requestId.toString()) ?? 0) >= MAX_ATTEMPTS) continue;
      try {
        await this.#fulfilRequest(request);
      } catch (error) {
        const id = request.requestId.toString();
        const failures = (this.#failures.get(id) ?? 0) + 1;
        this.#failures.set(id, failures);
        this.#log(`[vrf] request ${id} could not be fulfilled (attempt ${failures}): ${(error as Error).message}`);
        if (failures >= MAX_ATTEMPTS) {
          // Held, not dropped: POST /fulfil can still retry it by hand.
          this.#log(`[vrf] request ${id}: giving up automatic fulfilment after ${MAX_ATTEMPTS} attempts`);
        }
      }
    }
  }

  async #scan(): Promise<void> {
    // eth_blockNumber directly: ethers caches getBlockNumber() for a polling interval, which would hide a
    // request mined a moment ago from POST /fulfil.
    const latest = Number(await this.#provider.send('eth_blockNumber', []));
    if (this.#lastScannedBlock >= latest) return;
    await scanLogRanges<Log>({
      fromBlock: this.#lastScannedBlock + 1,
      toBlock: latest,
      read: (fromBlock, toBlock) => this.#provider.getLogs({ address: this.#coordinatorAddress, fromBlock, toBlock }),
      onWindow: (logs, _fromBlock, toBlock) => {
        for (const log of logs) this.#record(log);
        this.#lastScannedBlock = toBlock;
      },
    });
  }

  #record(log: Log): void {
    const parsed = coordinatorInterface.parseLog(log);
    if (!parsed) return;
    const requestId = (parsed.args.requestId as bigint).toString();
    if (parsed.name === 'RandomWordsRequested') {
      if (this.#fulfilledIds.has(requestId)) return;
      this.#pending.set(requestId, {
        requestId: BigInt(requestId),
        consumer: parsed.args.sender as string,
        numWords: Number(parsed.args.numWords),
        blockNumber: log.blockNumber,
      });
      this.#log(`[vrf] request ${requestId} seen (block ${log.blockNumber}, consumer ${parsed.args.sender as string})`);
    } else if (parsed.name === 'RandomWordsFulfilled') {
      this.#pending.delete(requestId);
      this.#fulfilledIds.add(requestId);
    }
  }

  #wordsFor(request: PendingRequest, given?: bigint[]): bigint[] {
    const chosen = given ?? this.#queuedWords.shift() ?? [];
    const words = chosen.slice(0, request.numWords);
    while (words.length < request.numWords) words.push(randomWord());
    return words;
  }

  async #fulfilRequest(request: PendingRequest, given?: bigint[]): Promise<FulfilmentResult> {
    const words = this.#wordsFor(request, given);
    const tx = (await this.#coordinator.getFunction('fulfillRandomWordsWithOverride')(
      request.requestId,
      request.consumer,
      words,
      { gasLimit: FULFIL_GAS_LIMIT },
    )) as { hash: string; wait(): Promise<{ logs: readonly Log[] } | null> };
    const receipt = await tx.wait();
    const result = this.#inspect(request, words, tx.hash, receipt?.logs ?? []);
    this.#pending.delete(request.requestId.toString());
    this.#fulfilledIds.add(request.requestId.toString());
    this.#fulfilledCount += 1;
    this.#report(result);
    return result;
  }

  #inspect(request: PendingRequest, words: bigint[], txHash: string, logs: readonly Log[]): FulfilmentResult {
    const result: FulfilmentResult = {
      requestId: request.requestId.toString(),
      words: words.map(String),
      txHash,
      coordinatorSuccess: false,
      wrapperFailed: false,
    };
    for (const log of logs) {
      const fromCoordinator = log.address.toLowerCase() === this.#coordinatorAddress.toLowerCase();
      const parsed = fromCoordinator ? coordinatorInterface.parseLog(log) : hopInterface.parseLog(log);
      if (!parsed) continue;
      if (parsed.name === 'RandomWordsFulfilled') result.coordinatorSuccess = parsed.args.success as boolean;
      if (parsed.name === 'WrapperFulfillmentFailed') result.wrapperFailed = true;
      if (parsed.name === 'BetResolved' && (parsed.args.requestId as bigint) === request.requestId) {
        result.betResolved = {
          user: parsed.args.user as string,
          success: parsed.args.success as boolean,
          gained: (parsed.args.gained as bigint).toString(),
        };
      }
    }
    return result;
  }

  #report(result: FulfilmentResult): void {
    const words = result.words.map((word) => (word.length > 12 ? `${word.slice(0, 10)}…` : word)).join(', ');
    if (!result.coordinatorSuccess || result.wrapperFailed) {
      this.#log(
        `[vrf] WARNING request ${result.requestId}: the words did not reach the consumer ` +
          `(coordinator success=${result.coordinatorSuccess}, wrapper failed=${result.wrapperFailed}) tx ${result.txHash}`,
      );
      return;
    }
    const outcome = result.betResolved
      ? ` → BetResolved ${result.betResolved.success ? 'WIN' : 'LOSS'} gained=${result.betResolved.gained}`
      : '';
    this.#log(`[vrf] request ${result.requestId} fulfilled with [${words}]${outcome}`);
  }
}

export class RequestNotPendingError extends Error {
  constructor(
    readonly requestId: bigint,
    readonly alreadyFulfilled: boolean,
  ) {
    super(
      alreadyFulfilled
        ? `request ${requestId} is already fulfilled`
        : `request ${requestId} is not a pending request of the coordinator`,
    );
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) {
    body += chunk as string;
    if (body.length > 64 * 1024) throw new ControlError(413, 'body too large');
  }
  if (body.trim() === '') return {};
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    throw new ControlError(400, 'body must be a JSON object');
  }
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The control endpoint:
 * - `GET /health` → status (mode, pending request ids, queued word sets, fulfilled count);
 * - `POST /next-words {"words":["123"]}` → queues words for the next automatic fulfilment;
 * - `POST /mode {"auto":false}` → holds requests (`true` fulfils everything held);
 * - `POST /fulfil {"requestId":"1","words":["7"]}` → fulfils one request now (words optional).
 * Words are decimal strings.
 */
export async function startControlServer(fulfiller: VrfFulfiller, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    handle(fulfiller, request, response).catch((error: unknown) => {
      const status = error instanceof ControlError ? error.status : error instanceof RequestNotPendingError ? 409 : 500;
      send(response, status, { message: (error as Error).message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

async function handle(fulfiller: VrfFulfiller, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const route = `${request.method ?? 'GET'} ${(request.url ?? '/').split('?')[0]}`;
  switch (route) {
    case 'GET /health':
      send(response, 200, { ok: true, ...fulfiller.status() });
      return;
    case 'POST /next-words': {
      const body = await readJson(request);
      const words = parseOrBadRequest(body.words);
      send(response, 200, { queued: fulfiller.queueWords(words) });
      return;
    }
    case 'POST /mode': {
      const body = await readJson(request);
      if (typeof body.auto !== 'boolean') throw new ControlError(400, 'auto must be a boolean');
      await fulfiller.setAuto(body.auto);
      send(response, 200, fulfiller.status());
      return;
    }
    case 'POST /fulfil': {
      const body = await readJson(request);
      const requestId = body.requestId;
      if (typeof requestId !== 'string' || !/^\d{1,78}$/.test(requestId)) {
        throw new ControlError(400, 'requestId must be a decimal string');
      }
      const words = body.words === undefined ? undefined : parseOrBadRequest(body.words);
      send(response, 200, await fulfiller.fulfil(BigInt(requestId), words));
      return;
    }
    default:
      send(response, 404, { message: `no route ${route}` });
  }
}

function parseOrBadRequest(words: unknown): bigint[] {
  try {
    return parseWords(words);
  } catch (error) {
    throw new ControlError(400, (error as Error).message);
  }
}
