import type { RelayRequest } from '@gm-claim/shared';
import { getConfig, SPONSORED_CLAIMS } from '@gm-claim/web-core-config';
import { notify } from '@gm-claim/web-core-ui';
import { followedHere, pendingRelays } from './pending';
import { relayClaim } from './relay-claim';

/**
 * The app's relayer: posts a signed claim to the configured relayerUrl and follows it, with toasts.
 * While this tab follows it, a recovery on this tab (a dashboard mounted again) leaves it alone.
 */
export function relaySend(request: RelayRequest, claimant: string): Promise<string> {
  const config = getConfig();
  let followed: string | undefined;
  return relayClaim(request, claimant, {
    relayerUrl: config.relayerUrl,
    pollMs: SPONSORED_CLAIMS.pollMs,
    timeoutMs: SPONSORED_CLAIMS.followTimeoutMs,
    remember: (entry) => {
      followed = entry.id;
      followedHere.add(entry.id, entry.claimant);
      pendingRelays.remember(entry);
    },
    forget: (id) => pendingRelays.forget(id),
    notifyInfo: (message, hash) => notify.info(message, hash ? { hash, chainId: config.chainId } : undefined),
  }).finally(() => {
    if (followed) followedHere.delete(followed);
  });
}
