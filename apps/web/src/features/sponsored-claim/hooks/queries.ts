import type { RelayKindName } from '@gm-claim/shared';
import { useQuery } from '@tanstack/react-query';
import { getChainReader } from '@gm-claim/web-core-chain';
import { getConfig } from '@gm-claim/web-core-config';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { classifyAccountCode, type DelegationKind } from '@gm-claim/shared/eip7702';
import { readDeploymentContracts } from '../data-access/deployment-contracts';
import { decideSponsorOffer, GAS_ESTIMATE_MARGIN_PERCENT, withMargin, type RelayerAvailability, type SponsorOffer } from '../data-access/gas-coverage';
import { ContractRevertError } from '@gm-claim/web-core-errors';
import { recipientKind, type RecipientKind } from '../data-access/recipient';
import { relayerAvailability } from '../data-access/relayer-client';

export interface SponsorState {
  offer: SponsorOffer;
  relayer: RelayerAvailability;
}

/**
 * Does the wallet's BNB cover this claim's gas, and does the relayer take it now: the balance, the
 * gas price and the relayer's /relay/status, read together and again after every transaction
 * (CHAIN_READS). A read that fails is 'unknown', never 0 BNB.
 */
export function useSponsorState(
  address: string | undefined,
  kind: RelayKindName,
  gasUnits: bigint,
  /** Issue 37 §3: the call the user is about to make; its eth_estimateGas (+ the margin) replaces `gasUnits`. */
  estimate?: { to: string; data: string },
) {
  return useQuery({
    queryKey: [CHAIN_READS, 'sponsor', kind, (address ?? '').toLowerCase(), estimate?.to ?? '', estimate?.data ?? ''],
    enabled: Boolean(address),
    staleTime: 15_000,
    retry: false,
    queryFn: async (): Promise<SponsorState> => {
      const reader = getChainReader();
      const [balance, gasPrice, relayer, estimated] = await Promise.all([
        reader.balanceOf(address as string).catch(() => undefined),
        reader.gasPrice().catch(() => undefined),
        relayerAvailability(getConfig().relayerUrl, kind),
        estimate
          ? reader.estimateGas({ from: address as string, ...estimate }).then(
              (units): { units: bigint } | { reason: string } => ({
                units: withMargin(units, GAS_ESTIMATE_MARGIN_PERCENT),
              }),
              (error: unknown): { reason: string } | undefined =>
                error instanceof ContractRevertError ? { reason: error.shortMessage } : undefined,
            )
          : Promise.resolve({ units: gasUnits }),
      ]);
      // The call would revert: say why instead of a guess of its gas. The estimate could not be read: unknown.
      if (estimated && 'reason' in estimated) return { offer: { kind: 'would-revert', reason: estimated.reason }, relayer };
      const offer = estimated
        ? decideSponsorOffer({ balanceWei: balance, gasPriceWei: gasPrice, gasUnits: estimated.units, relayer })
        : ({ kind: 'unknown' } as const);
      return { offer, relayer };
    },
  });
}

/** The recipient's code, read once it is a valid address: a plain account, a known smart account, or another contract. */
export function useRecipientKind(address: string | undefined) {
  return useQuery({
    queryKey: [CHAIN_READS, 'recipientKind', (address ?? '').toLowerCase()],
    enabled: Boolean(address),
    staleTime: 60_000,
    retry: 1,
    queryFn: async (): Promise<RecipientKind> => recipientKind(await getChainReader().codeAt(address as string)),
  });
}

/**
 * Every contract of the deployment (deploymentContracts: the configured ones and the token, verifiers and
 * VRF wrapper they name), read once "Send to another address" is ticked. Until it is read no recipient
 * is accepted: the token or a verifier could not be ruled out.
 */
export function useDeploymentContracts(enabled: boolean) {
  return useQuery({
    queryKey: ['deploymentContracts'],
    enabled,
    staleTime: Infinity,
    retry: 2,
    queryFn: () => readDeploymentContracts(getChainReader(), getConfig().contracts),
  });
}

/**
 * The connected wallet's own code (issue 37 §2): an EIP-7702 delegation to a contract that is not a known wallet's
 * smart account (libs/shared eip7702.ts) may mean someone else controls the wallet. A failed read shows nothing
 * (the claim still works; the warning is advice, never a block).
 */
export function useWalletDelegation(address: string | undefined) {
  return useQuery({
    queryKey: [CHAIN_READS, 'walletDelegation', (address ?? '').toLowerCase()],
    enabled: Boolean(address),
    staleTime: 60_000,
    retry: 1,
    queryFn: async (): Promise<DelegationKind> => classifyAccountCode(await getChainReader().codeAt(address as string)),
  });
}
