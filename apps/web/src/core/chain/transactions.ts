import { BrowserProvider, type JsonRpcSigner, type TransactionReceipt, type TransactionResponse } from 'ethers';
import { getConfig, type AppConfig } from '@gm-claim/web-core-config';
import { BaseError, TransactionTimeoutError } from '@gm-claim/web-core-errors';
import { ensureChain, walletStore, type WalletState } from '@gm-claim/web-core-wallet';
import { toTransactionError } from './chain-errors';
import type { ContractCall } from './contract-call';
import { t } from '@gm-claim/web-core-i18n';

/** The EIP-1193 surface a signer needs (the wallet layer's providers have it). */
export interface RequestProvider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>;
}

/** A signer over the connected wallet's provider for `address`. */
export async function signerFor(provider: RequestProvider, address: string): Promise<JsonRpcSigner> {
  const browser = new BrowserProvider({
    request: ({ method, params }) => provider.request({ method, ...(params === undefined ? {} : { params }) }),
  });
  return browser.getSigner(address);
}

/** What a flow needs to send a transaction: a signer (already on the right chain). */
export interface TransactionSigner {
  call(tx: { to: string; data: string; value?: bigint; from?: string }): Promise<string>;
  sendTransaction(tx: {
    to: string;
    data: string;
    value?: bigint;
    gasLimit?: bigint | number;
  }): Promise<TransactionResponse>;
  getAddress(): Promise<string>;
  /** eth_signTypedData_v4 (a signed claim the relayer sends: claim without BNB). */
  signTypedData?(
    domain: { name: string; version: string; chainId: number; verifyingContract?: string },
    types: Record<string, Array<{ name: string; type: string }>>,
    value: Record<string, unknown>,
  ): Promise<string>;
}

export interface SendOptions {
  value?: bigint;
  gasLimit?: bigint | number;
  /** eth_call the transaction first, so a revert shows its contract error before the wallet prompts. */
  simulate?: boolean;
}

/**
 * Sends a typed contract call from the signer. Failures (the simulation's revert, the wallet's refusal)
 * come back as plain-words errors: the contract's custom error decoded with the ABIs, or the wallet's.
 */
export async function sendContractCall(
  signer: TransactionSigner,
  call: ContractCall<unknown>,
  options: SendOptions = {},
): Promise<TransactionResponse> {
  const tx = { to: call.target, data: call.callData, ...(options.value === undefined ? {} : { value: options.value }) };
  try {
    if (options.simulate) await signer.call({ ...tx, from: await signer.getAddress() });
    return await signer.sendTransaction({
      ...tx,
      ...(options.gasLimit === undefined ? {} : { gasLimit: options.gasLimit }),
    });
  } catch (error) {
    throw toTransactionError(error);
  }
}

/** Waits for `confirmations`, at most `timeoutMs`; a reverted receipt throws its error. */
export async function waitForReceipt(
  tx: TransactionResponse,
  confirmations: number,
  timeoutMs: number,
): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt | null;
  try {
    receipt = await tx.wait(confirmations, timeoutMs);
  } catch (error) {
    if (error && typeof error === 'object' && (error as { code?: unknown }).code === 'TIMEOUT')
      throw new TransactionTimeoutError(tx.hash, { cause: error });
    throw toTransactionError(error);
  }
  if (!receipt) throw new TransactionTimeoutError(tx.hash);
  return receipt;
}

/**
 * A signer for the connected wallet on the configured chain: asks the wallet to switch (or add the
 * chain) first, as every transaction flow must (docs/product.md#wallet).
 */
export async function connectedSigner(
  wallet: Pick<WalletState, 'provider' | 'address'> = walletStore.getState(),
  config: AppConfig = getConfig(),
): Promise<JsonRpcSigner> {
  if (!wallet.provider || !wallet.address) throw new BaseError(t('tx.connectFirst'));
  await ensureChain(wallet.provider, config);
  return signerFor(wallet.provider, wallet.address);
}
