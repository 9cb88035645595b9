/**
 * A test wallet for browser journeys: an EIP-1193 provider injected into the page, announced
 * through EIP-6963 as MetaMask (rdns io.metamask) and set as window.ethereum with isMetaMask. The
 * page holds no key: every request goes to Node through page.exposeFunction, where an ethers
 * Wallet signs (personal_sign, eth_signTypedData_v4, eth_sendTransaction) and everything else is
 * forwarded to the node's JSON-RPC endpoint.
 */
import { getBytes, HDNodeWallet, JsonRpcProvider, Mnemonic, Network, Wallet, type TransactionRequest } from 'ethers';
import type { Page } from 'playwright-core';

export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

const devKeys = new Map<number, string>();

/**
 * The private key of Hardhat's default-mnemonic account `index` (1–5 are the seeded demo users). Derived once per
 * account: each derivation stretches the mnemonic again (PBKDF2, 2,048 rounds), 1.3 CPU-s over a run of the journeys.
 */
export function devPrivateKey(index: number): string {
  let key = devKeys.get(index);
  if (key === undefined) {
    key = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), `m/44'/60'/0'/0/${index}`).privateKey;
    devKeys.set(index, key);
  }
  return key;
}

export interface TestWalletOptions {
  privateKey: string;
  rpcUrl: string;
  chainId: number;
  /** The chain the wallet starts on (default: chainId); another value exercises the switch flow. */
  initialChainId?: number;
  /**
   * false: the wallet does not know `chainId` yet; wallet_switchEthereumChain to it fails with 4902
   * until the page adds it with wallet_addEthereumChain (as MetaMask does for an unknown network).
   */
  knowsChain?: boolean;
  /**
   * EIP-5792 (issue 37): true answers wallet_getCapabilities with `atomic: supported` on `chainId` and runs
   * wallet_sendCalls by sending each call as a transaction of this key, in order, against the real chain (a call
   * that would revert is found by eth_estimateGas before anything is sent, so the batch is all or nothing as far
   * as a test can tell); wallet_getCallsStatus answers from their receipts. false (default): the wallet knows
   * none of the three methods (4200), as a wallet without EIP-5792.
   */
  eip5792?: boolean;
}

export interface RpcErrorShape {
  code: number;
  message: string;
  data?: unknown;
}

export interface WalletRequestRecord {
  method: string;
  params: unknown[];
  error?: RpcErrorShape;
}

export interface TestWallet {
  readonly address: string;
  readonly wallet: Wallet;
  readonly provider: JsonRpcProvider;
  /** Every request the page made, in order. */
  readonly requests: WalletRequestRecord[];
  /** Makes the next request of `method` fail with a user rejection (EIP-1193 code 4001). */
  rejectNext(method: string): void;
  /** Lets `allowed` more requests of `method` through, then rejects the next one (4001): a user who stops halfway. */
  rejectAfter(method: string, allowed: number): void;
  /**
   * Lets `allowed` more requests of `method` through, then holds the next one (the wallet's prompt left open)
   * until `release()`; it then runs as it would have (on whatever chain the wallet is on by then).
   */
  holdAfter(method: string, allowed: number): { held: Promise<void>; release(): void };
  /** The user switches the wallet to `chainId` (the wallet's own chain changes, and the page hears chainChanged). */
  changeChain(page: Page, chainId: number): Promise<void>;
  /** Emits an EIP-1193 event (accountsChanged, chainChanged, …) to the page's listeners. */
  emit(page: Page, event: string, payload: unknown): Promise<void>;
}

const USER_REJECTED: RpcErrorShape = { code: 4001, message: 'User rejected the request.' };
const BRIDGE = '__gmTestWalletRequest';

interface BridgeResult {
  result?: unknown;
  error?: RpcErrorShape;
}

/** The JSON-RPC error inside an ethers error (code, message and revert data), if any. */
function toRpcError(error: unknown): RpcErrorShape {
  const inner = (error as { info?: { error?: RpcErrorShape }; error?: RpcErrorShape }).info?.error ?? (error as { error?: RpcErrorShape }).error;
  if (inner && typeof inner.code === 'number') return { code: inner.code, message: inner.message, data: inner.data };
  const data = (error as { data?: unknown }).data;
  return { code: -32603, message: error instanceof Error ? error.message : String(error), ...(data === undefined ? {} : { data }) };
}

function hexToBigInt(value: unknown): bigint | undefined {
  return typeof value === 'string' && value !== '' ? BigInt(value) : undefined;
}

/** Maps an eth_sendTransaction request object to an ethers TransactionRequest. */
function toTransactionRequest(raw: Record<string, unknown>): TransactionRequest {
  const request: TransactionRequest = { to: raw.to as string | undefined, data: raw.data as string | undefined };
  const value = hexToBigInt(raw.value);
  const gas = hexToBigInt(raw.gas ?? raw.gasLimit);
  if (value !== undefined) request.value = value;
  if (gas !== undefined) request.gasLimit = gas;
  return request;
}

/**
 * Installs the wallet into `page` (before any navigation): the Node-side bridge, then an init
 * script defining the provider on every document the page loads.
 */
export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  const network = Network.from(options.chainId);
  // batchMaxCount 1: every request the page makes through the wallet is sent at once, as a wallet does (ethers would
  // otherwise hold each 10 ms to batch it).
  const provider = new JsonRpcProvider(options.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1, batchMaxCount: 1 });
  const wallet = new Wallet(options.privateKey, provider);
  const requests: WalletRequestRecord[] = [];
  const rejections = new Set<string>();
  const batches = new Map<string, string[]>();
  let chainId = options.initialChainId ?? options.chainId;
  const knownChains = new Set<number>([chainId]);
  if (options.knowsChain !== false) knownChains.add(options.chainId);

  const rejectAfterCounts = new Map<string, number>();
  const holds = new Map<string, { allowed: number; reached(): void; gate: Promise<void> }>();
  async function handle(method: string, params: unknown[]): Promise<unknown> {
    if (rejections.delete(method)) throw USER_REJECTED;
    const hold = holds.get(method);
    if (hold) {
      if (hold.allowed === 0) {
        holds.delete(method);
        hold.reached();
        await hold.gate;
      } else hold.allowed -= 1;
    }
    const allowed = rejectAfterCounts.get(method);
    if (allowed !== undefined) {
      if (allowed === 0) {
        rejectAfterCounts.delete(method);
        throw USER_REJECTED;
      }
      rejectAfterCounts.set(method, allowed - 1);
    }
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [wallet.address];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: string }).chainId);
        if (!knownChains.has(target)) throw { code: 4902, message: `Unrecognized chain ID "0x${target.toString(16)}". Try adding the chain using wallet_addEthereumChain first.` };
        chainId = target;
        return null;
      }
      case 'wallet_addEthereumChain': {
        // Only a chain this wallet can actually reach (the stack's) can be added; MetaMask then switches to it.
        const added = params[0] as { chainId: string; rpcUrls?: string[] };
        const target = Number(added.chainId);
        if (target !== options.chainId) throw { code: -32602, message: `Cannot add chain ${target}.` };
        knownChains.add(target);
        chainId = target;
        return null;
      }
      case 'personal_sign':
        return wallet.signMessage(getBytes(params[0] as string));
      case 'eth_signTypedData_v4': {
        const typed = JSON.parse(params[1] as string) as {
          domain: Record<string, unknown>;
          types: Record<string, Array<{ name: string; type: string }>>;
          message: Record<string, unknown>;
        };
        const { EIP712Domain: _domain, ...types } = typed.types;
        return wallet.signTypedData(typed.domain, types, typed.message);
      }
      case 'wallet_getCapabilities':
        if (!options.eip5792) throw { code: 4200, message: 'The wallet does not support wallet_getCapabilities.' };
        return { [`0x${options.chainId.toString(16)}`]: { atomic: { status: 'supported' } } };
      case 'wallet_sendCalls': {
        if (!options.eip5792) throw { code: 4200, message: 'The wallet does not support wallet_sendCalls.' };
        const batch = params[0] as { chainId: string; calls: Array<Record<string, unknown>> };
        if (Number(batch.chainId) !== chainId) throw { code: 5710, message: `The wallet is on chain ${chainId}.` };
        const requests = batch.calls.map((call) => ({ ...toTransactionRequest(call), from: wallet.address }));
        // All or nothing: every call is estimated first (a revert refuses the batch), then sent in order.
        for (const request of requests) await provider.estimateGas(request);
        const hashes: string[] = [];
        for (const request of requests) {
          const response = await wallet.sendTransaction(request);
          await response.wait();
          hashes.push(response.hash);
        }
        const id = `0x${(batches.size + 1).toString(16).padStart(64, '0')}`;
        batches.set(id, hashes);
        return { id };
      }
      case 'wallet_getCallsStatus': {
        const hashes = batches.get(params[0] as string);
        if (!hashes) throw { code: 5730, message: 'Unknown bundle id.' };
        const receipts = await Promise.all(hashes.map((hash) => provider.getTransactionReceipt(hash)));
        return {
          version: '2.0.0',
          id: params[0],
          chainId: `0x${options.chainId.toString(16)}`,
          atomic: true,
          status: receipts.every((receipt) => receipt?.status === 1) ? 200 : 500,
          receipts: receipts.map((receipt) => ({
            status: receipt?.status === 1 ? '0x1' : '0x0',
            transactionHash: receipt?.hash,
            blockNumber: `0x${(receipt?.blockNumber ?? 0).toString(16)}`,
            logs: [],
          })),
        };
      }
      case 'eth_sendTransaction': {
        if (chainId !== options.chainId) throw { code: -32603, message: `The wallet is on chain ${chainId}.` };
        const response = await wallet.sendTransaction(toTransactionRequest(params[0] as Record<string, unknown>));
        return response.hash;
      }
      default:
        return provider.send(method, params);
    }
  }

  await page.exposeFunction(BRIDGE, async (method: string, paramsJson: string): Promise<BridgeResult> => {
    const params = JSON.parse(paramsJson) as unknown[];
    const record: WalletRequestRecord = { method, params };
    requests.push(record);
    try {
      return { result: await handle(method, params) };
    } catch (error) {
      record.error = error && typeof (error as RpcErrorShape).code === 'number' && !(error instanceof Error) ? (error as RpcErrorShape) : toRpcError(error);
      return { error: record.error };
    }
  });
  // Serialised by hand: tsx/esbuild wraps named functions in a `__name` helper the page lacks.
  const args = JSON.stringify({ bridge: BRIDGE, address: wallet.address });
  await page.addInitScript({ content: `var __name = (target) => target;\n(${browserProvider.toString()})(${args});` });

  return {
    address: wallet.address,
    wallet,
    provider,
    requests,
    rejectNext: (method) => void rejections.add(method),
    rejectAfter: (method, allowed) => void rejectAfterCounts.set(method, allowed),
    holdAfter: (method, allowed) => {
      let reached = (): void => undefined;
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (reached = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      holds.set(method, { allowed, reached, gate });
      return { held, release };
    },
    changeChain: async (target, next) => {
      knownChains.add(next);
      chainId = next;
      await target.evaluate((hex) => {
        (globalThis as unknown as { __gmTestWalletEmit: (event: string, payload: unknown) => void }).__gmTestWalletEmit('chainChanged', hex);
      }, `0x${next.toString(16)}`);
    },
    emit: async (target, event, payload) => {
      await target.evaluate(([name, value]) => {
        (globalThis as unknown as { __gmTestWalletEmit: (event: string, payload: unknown) => void }).__gmTestWalletEmit(name as string, value);
      }, [event, payload] as const);
    },
  };
}

/** Runs in the page (serialised by addInitScript): defines the provider and announces it. */
function browserProvider({ bridge, address }: { bridge: string; address: string }): void {
  type Listener = (payload: unknown) => void;
  const scope = globalThis as unknown as Record<string, unknown> & {
    dispatchEvent(event: unknown): boolean;
    addEventListener(type: string, listener: () => void): void;
    CustomEvent: new (type: string, init: { detail: unknown }) => unknown;
  };
  const call = scope[bridge] as (method: string, params: string) => Promise<BridgeResult>;
  const listeners = new Map<string, Set<Listener>>();
  const provider = {
    isMetaMask: true,
    selectedAddress: address,
    async request({ method, params = [] }: { method: string; params?: unknown[] }): Promise<unknown> {
      const { result, error } = await call(method, JSON.stringify(params));
      if (error) throw Object.assign(new Error(error.message), { code: error.code, data: error.data });
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
        // As MetaMask does: a switch is announced to the page with chainChanged.
        const chainId = (params[0] as { chainId: string }).chainId;
        listeners.get('chainChanged')?.forEach((listener) => listener(chainId));
      }
      return result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  scope.__gmTestWalletEmit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  scope.ethereum = provider;
  const icon =
    'data:image/svg+xml;base64,' +
    btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#f6851b"/></svg>');
  const info = { uuid: '5f1e4c52-7a7c-4b43-9d7e-0c7a0f3e6b11', name: 'MetaMask', icon, rdns: 'io.metamask' };
  const announce = (): void => {
    scope.dispatchEvent(new scope.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  };
  scope.addEventListener('eip6963:requestProvider', announce);
  announce();
}
