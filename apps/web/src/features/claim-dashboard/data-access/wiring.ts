import type { QueryClient } from '@tanstack/react-query';
import { connectedSigner, getChainReader } from '@gm-claim/web-core-chain';
import { getConfig, SPONSORED_CLAIMS, STORAGE } from '@gm-claim/web-core-config';
import { relaySend } from '@gm-claim/web-feature-sponsored-claim/data-access';
import type { ClaimRoute } from '@gm-claim/web-feature-sponsored-claim';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import type { ClaimVestingDeps, MonthlyRoute } from './claim-vesting';
import type { ClaimAllDeps } from './claim-all';
import { walletStore } from '@gm-claim/web-core-wallet';
import { BaseError } from '@gm-claim/web-core-errors';
import { t } from '@gm-claim/web-core-i18n';

// The app's parts CLAIM NOW is handed (loaded on demand with the flow: it brings ethers).
export function claimVestingDeps(client: QueryClient, vesting: string): ClaimVestingDeps {
  return {
    vesting,
    getSigner: () => connectedSigner(),
    chainChanged: () => client.invalidateQueries({ queryKey: [CHAIN_READS] }),
    notifySuccess: (message, hash) => void notify.success(message, { hash, chainId: getConfig().chainId }),
    notifyError: (message) => void notify.error(message),
    recordFailure: (error) =>
      localStorage.setItem(
        STORAGE.vestingErrorKey,
        JSON.stringify({
          message: error instanceof Error ? error.message : String(error),
          at: new Date().toISOString(),
        }),
      ),
  };
}

export { acceptGift, claimVesting } from './claim-vesting';

/** The page's choice (another address, without BNB) as the flow's route: the relayer is the configured one. */
export function monthlyRoute(route: ClaimRoute): MonthlyRoute {
  return {
    ...(route.recipient ? { recipient: route.recipient } : {}),
    ...(route.sponsored
      ? {
          relay: {
            chainId: getConfig().chainId,
            reader: getChainReader(),
            ttlSeconds: SPONSORED_CLAIMS.signatureTtlSeconds,
            send: relaySend,
          },
        }
      : {}),
  };
}

/** Claim all's parts (loaded on demand with its flow): the connected wallet, the chain reader, local storage, the relayer. */
export function claimAllDeps(
  sponsored: boolean,
  onProgress: ClaimAllDeps['onProgress'],
): ClaimAllDeps {
  const { address, provider } = walletStore.getState();
  if (!address || !provider) throw new BaseError(t('tx.connectFirst'));
  return {
    chainId: getConfig().chainId,
    address,
    provider,
    getSigner: () => connectedSigner(),
    reader: getChainReader(),
    storage: localStorage,
    waitForTransaction: async (hash) => {
      const signer = await connectedSigner();
      await signer.provider.waitForTransaction(hash, 1, 120_000).catch(() => undefined);
    },
    ...(sponsored ? { relay: { ttlSeconds: SPONSORED_CLAIMS.signatureTtlSeconds, send: relaySend } } : {}),
    onProgress,
  };
}

export { claimAll, readPlan, resumeCounts } from './claim-all';
