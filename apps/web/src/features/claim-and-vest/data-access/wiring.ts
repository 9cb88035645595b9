import type { QueryClient } from '@tanstack/react-query';
import { connectedSigner } from '@gm-claim/web-core-chain';
import { getConfig } from '@gm-claim/web-core-config';
import { CHAIN_READS, flowStore, modalStore } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import { walletStore } from '@gm-claim/web-core-wallet';
import { readEligibility } from '@gm-claim/web-feature-eligibility/data-access';
import { relaySend } from '@gm-claim/web-feature-sponsored-claim/data-access';
import type { ClaimRoute } from '@gm-claim/web-feature-sponsored-claim';
import type { ConfirmVestingDeps, VestingRoute } from './confirm-vesting';
import { vestingSignature } from './vesting-signature';

export { forgetVestingSignatures } from './vesting-signature';

function connectedAddress(): string {
  const { address } = walletStore.getState();
  if (!address) throw new Error('Wallet not connected');
  return address;
}

// The app's parts YES, I AGREE is handed (loaded on demand with the flow: it brings ethers).
export function confirmVestingDeps(client: QueryClient): ConfirmVestingDeps {
  const flow = flowStore.getState().actions;
  return {
    challenge: getConfig().contracts.GMChallenge,
    getSigner: () => connectedSigner(),
    isRegistered: async () => (await readEligibility(connectedAddress())).isRegistered,
    // The signature the modal fetched to estimate the claim's gas, while it may still be used (vesting-signature.ts).
    api: {
      authorizeSignature: async () => (await vestingSignature(client, connectedAddress(), true)).auth,
      registerSignature: async () => (await vestingSignature(client, connectedAddress(), false)).auth,
    },
    actions: {
      flowStarted: flow.flowStarted,
      flowEnded: flow.flowEnded,
      vestingConfirmed: flow.vestingConfirmed,
      modalClosed: () => modalStore.getState().actions.close(),
    },
    chainChanged: () => client.invalidateQueries({ queryKey: [CHAIN_READS] }),
    notifyError: (message) => void notify.error(message),
    notifySuccess: (message, hash) => void notify.success(message, { hash, chainId: getConfig().chainId }),
  };
}

export { confirmVesting } from './confirm-vesting';

/** The page's choice (another address, without BNB) as the flow's route: the relayer is the configured one. */
export function vestingRoute(route: ClaimRoute): VestingRoute {
  return {
    ...(route.recipient ? { recipient: route.recipient } : {}),
    ...(route.sponsored ? { relay: { chainId: getConfig().chainId, send: relaySend } } : {}),
  };
}
