/**
 * The WalletConnect relay connector. This module (and through it @walletconnect/ethereum-provider
 * and @reown/appkit) is only ever loaded by the dynamic import() in connectors.ts, when the user
 * picks WalletConnect or a stored WalletConnect session is restored on reload; `npm run bench:web`
 * (tools/bench/web-first-visit.ts) fails when it is among the scripts of a first visit.
 */
import { EthereumProvider, type EthereumProviderOptions } from '@walletconnect/ethereum-provider';
import type { AppConfig } from '@gm-claim/web-core-config';
import { ChainNotConfiguredError, UserRejectedRequestError } from '@gm-claim/web-core-errors';
import { toWalletError } from '@gm-claim/web-core-errors';
import type { Eip1193Provider, RequestArguments } from './eip1193';
import { t } from '@gm-claim/web-core-i18n';

export type WalletConnectConfig = Pick<AppConfig, 'walletConnectProjectId' | 'chainId' | 'rpcUrls'>;

type Listener = (...args: never[]) => void;
type RelayProvider = InstanceType<typeof EthereumProvider>;

export const WALLETCONNECT_METADATA = {
  name: 'GM Claim',
  description: 'Check your GM airdrop eligibility and claim it by vesting or the Challenge on BNB Smart Chain.',
  icons: [] as string[],
};

/** A relay session that is already gone ("No matching key") needs no disconnect (docs/product.md#wallet). */
export function isNoMatchingKey(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error);
  return message.includes('No matching key');
}

/**
 * Maps a relay error per docs/product.md#wallet: "user rejected" / "connection request reset" (the QR modal closed)
 * become a UserRejectedRequestError carrying EIP-1193 code 4001 (so ethers reports ACTION_REJECTED
 * as it does for an injected wallet); a missing chain becomes "No chains found on connector.".
 */
export function toRelayError(error: unknown): Error {
  const mapped = toWalletError(error);
  if (mapped instanceof UserRejectedRequestError) return Object.assign(mapped, { code: 4001 });
  return mapped;
}

/** EthereumProvider.init options for the configured chain (docs/product.md#wallet). */
export function walletConnectOptions(config: WalletConnectConfig, origin: string): EthereumProviderOptions {
  const { chainId } = config;
  if (!Number.isInteger(chainId) || chainId <= 0) throw new ChainNotConfiguredError(t('web.noChains'));
  const rpcUrl = config.rpcUrls[0];
  return {
    projectId: config.walletConnectProjectId,
    chains: [chainId],
    // Optional chains carry the optional methods (wallet_switchEthereumChain, wallet_addEthereumChain, …).
    optionalChains: [chainId],
    showQrModal: true,
    ...(rpcUrl ? { rpcMap: { [chainId]: rpcUrl } } : {}),
    metadata: { ...WALLETCONNECT_METADATA, url: origin },
  };
}

let instance: { key: string; provider: Promise<RelayProvider> } | null = null;

/** One relay client per project id and chain (a second init would start a second relay core). */
function initProvider(config: WalletConnectConfig): Promise<RelayProvider> {
  const key = `${config.walletConnectProjectId}:${config.chainId}`;
  if (instance?.key === key) return instance.provider;
  let options: EthereumProviderOptions;
  try {
    options = walletConnectOptions(config, window.location.origin);
  } catch (error) {
    return Promise.reject(toRelayError(error));
  }
  const provider = EthereumProvider.init(options).catch((error: unknown) => {
    if (instance?.key === key) instance = null;
    throw toRelayError(error);
  });
  instance = { key, provider };
  return provider;
}

/** The EIP-1193 surface the injected connectors give, with relay errors mapped (docs/product.md#wallet). */
export function adaptProvider(provider: RelayProvider): Eip1193Provider {
  return {
    async request(args: RequestArguments) {
      try {
        return await provider.request(args as Parameters<RelayProvider['request']>[0]);
      } catch (error) {
        throw toRelayError(error);
      }
    },
    on: (event: string, listener: Listener) => void provider.on(event as never, listener as never),
    removeListener: (event: string, listener: Listener) =>
      void provider.removeListener(event as never, listener as never),
    async disconnect() {
      try {
        await provider.disconnect();
      } catch (error) {
        if (!isNoMatchingKey(error)) throw toRelayError(error);
      }
    },
  };
}

/** Opens the QR modal and waits for the wallet to approve the session (or reuses a live one). */
export async function connectWalletConnect(config: WalletConnectConfig): Promise<Eip1193Provider> {
  const provider = await initProvider(config);
  try {
    // connect() opens the QR modal; closing it rejects with "Connection request reset".
    if (!provider.session) await provider.connect();
  } catch (error) {
    throw toRelayError(error);
  }
  if (!provider.accounts.length) throw new ChainNotConfiguredError(t('web.noChains'));
  return adaptProvider(provider);
}

/** Restores a stored session on reload without prompting; null when there is none. */
export async function restoreWalletConnect(config: WalletConnectConfig): Promise<Eip1193Provider | null> {
  const provider = await initProvider(config);
  return provider.session ? adaptProvider(provider) : null;
}

/** Test hook: forget the relay client. */
export function resetWalletConnect(): void {
  instance = null;
}
