import type { RelayKindName } from '@gm-claim/shared';
import { useQuery } from '@tanstack/react-query';
import { getChainReader } from '@gm-claim/web-core-chain';
import { getConfig } from '@gm-claim/web-core-config';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { classifyAccountCode, type DelegationKind } from '@gm-claim/shared/eip7702';
import { readDeploymentContracts } from '../data-access/deployment-contracts';
import { decideSponsorOffer, type RelayerAvailability, type SponsorOffer } from '../data-access/gas-coverage';
import { estimateClaim, type ClaimEstimate } from '../data-access/gas-estimate';
import { recipientKind, type RecipientKind } from '../data-access/recipient';
import { relayerAvailability } from '../data-access/relayer-client';

export interface SponsorState {
  offer: SponsorOffer;
  relayer: RelayerAvailability;
  /**
   * Issue 37 §3: the gas estimate could not be read (the node, or our server for claim & vest's signature, did not
   * answer): the page shows this error with a retry, and no figure in its place.
   */
  estimateError?: unknown;
}

/**
 * Does the wallet's BNB cover this claim's gas, and does the relayer take it now: the balance, the node's gas price,
 * eth_estimateGas of the call the wallet would send (with the documented margin: gasNeed) and the relayer's
 * /relay/status, read together and again after every transaction (CHAIN_READS). A read that fails is 'unknown',
 * never 0 BNB; a call that would revert says why. Nothing is read until there is a call to estimate (nothing to
 * claim: no gas to cover).
 */
export function useSponsorState(address: string | undefined, kind: RelayKindName, estimate: ClaimEstimate | undefined) {
  return useQuery({
    queryKey: [CHAIN_READS, 'sponsor', kind, (address ?? '').toLowerCase(), estimate?.key ?? ''],
    enabled: Boolean(address) && estimate !== undefined,
    // An estimate that could not be read is read again whenever the box shows again (a RETRY of the amounts, focus).
    staleTime: (query) => (query.state.data?.estimateError === undefined ? 15_000 : 0),
    retry: false,
    queryFn: async (): Promise<SponsorState> => {
      const reader = getChainReader();
      const [balance, gasPrice, relayer, estimated] = await Promise.all([
        reader.balanceOf(address as string).catch(() => undefined),
        reader.gasPrice().catch(() => undefined),
        relayerAvailability(getConfig().relayerUrl, kind),
        estimateClaim(reader, address as string, estimate as ClaimEstimate),
      ]);
      // The call would revert: say why instead of a guess of its gas. The estimate could not be read: its error.
      if (estimated.kind === 'would-revert') {
        return { offer: { kind: 'would-revert', reason: estimated.reason }, relayer };
      }
      if (estimated.kind === 'failed') return { offer: { kind: 'unknown' }, relayer, estimateError: estimated.error };
      const { units, holdUnits } = estimated.need;
      return {
        offer: decideSponsorOffer({ balanceWei: balance, gasPriceWei: gasPrice, gasUnits: units, holdUnits, relayer }),
        relayer,
      };
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
