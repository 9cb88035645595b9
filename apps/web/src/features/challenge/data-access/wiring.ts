import type { QueryClient } from '@tanstack/react-query';
import { apiClient, getAuthorizeSignature, getRegisterSignature } from '@gm-claim/web-core-api';
import { connectedSigner } from '@gm-claim/web-core-chain';
import { getConfig } from '@gm-claim/web-core-config';
import { CHAIN_READS, flowStore, modalStore, queryKeys } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import { walletStore } from '@gm-claim/web-core-wallet';
import { getTokenInfo, readEligibility } from '@gm-claim/web-feature-eligibility/data-access';
import type { CancelChallengeDeps } from './cancel-challenge';
import type { ChallengeDeps } from './start-challenge';

// The app's parts the Challenge flows are handed (the flows themselves read no singleton). Loaded
// on demand with the flows: it brings ethers.

function wallet(): string {
  const { address } = walletStore.getState();
  if (!address) throw new Error('Wallet not connected');
  return address;
}

export function challengeDeps(client: QueryClient): ChallengeDeps {
  const flow = flowStore.getState().actions;
  return {
    challenge: getConfig().contracts.GMChallenge,
    getSigner: () => connectedSigner(),
    isRegistered: async () => (await readEligibility(wallet())).isRegistered,
    api: {
      tokenInfo: () => getTokenInfo(apiClient),
      authorizeSignature: () => getAuthorizeSignature(apiClient),
      registerSignature: () => getRegisterSignature(apiClient),
    },
    actions: {
      modalClosed: () => modalStore.getState().actions.close(),
      flowStarted: flow.flowStarted,
      flowEnded: flow.flowEnded,
      betSent: flow.betSent,
      betMined: flow.betMined,
      betFailed: flow.betFailed,
    },
    chainChanged: () => client.invalidateQueries({ queryKey: [CHAIN_READS] }),
    oddsChanged: () => client.invalidateQueries({ queryKey: queryKeys.bettingTable() }),
    notifyError: (message) => void notify.error(message),
    notifySent: (message, hash) => void notify.info(message, { hash, chainId: getConfig().chainId }),
  };
}

export function cancelDeps(client: QueryClient): CancelChallengeDeps {
  const flow = flowStore.getState().actions;
  return {
    challenge: getConfig().contracts.GMChallenge,
    getSigner: () => connectedSigner(),
    actions: { flowStarted: flow.flowStarted, flowEnded: flow.flowEnded },
    chainChanged: () => client.invalidateQueries({ queryKey: [CHAIN_READS] }),
    notifySuccess: (message, hash) => void notify.success(message, { hash, chainId: getConfig().chainId }),
    notifyError: (message) => void notify.error(message),
  };
}

export { startChallenge } from './start-challenge';
export { cancelChallenge } from './cancel-challenge';
