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

/** The private key of Hardhat's default-mnemonic account `index` (1–5 are the seeded demo users). */
export function devPrivateKey(index: number): string {
  return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), `m/44'/60'/0'/0/${index}`).privateKey;
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
  const provider = new JsonRpcProvider(options.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
  const wallet = new Wallet(options.privateKey, provider);
  const requests: WalletRequestRecord[] = [];
  const rejections = new Set<string>();
  let chainId = options.initialChainId ?? options.chainId;
  const knownChains = new Set<number>([chainId]);
  if (options.knowsChain !== false) knownChains.add(options.chainId);

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    if (rejections.delete(method)) throw USER_REJECTED;
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
