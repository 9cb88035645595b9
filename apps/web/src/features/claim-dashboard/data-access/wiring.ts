import type { QueryClient } from '@tanstack/react-query';
import { connectedSigner, getChainReader } from '@gm-claim/web-core-chain';
import { getConfig, SPONSORED_CLAIMS, STORAGE } from '@gm-claim/web-core-config';
import { relaySend } from '@gm-claim/web-feature-sponsored-claim/data-access';
import type { ClaimRoute } from '@gm-claim/web-feature-sponsored-claim';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import type { ClaimVestingDeps, MonthlyRoute } from './claim-vesting';

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
