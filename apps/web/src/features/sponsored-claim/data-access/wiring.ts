import type { RelayRequest } from '@gm-claim/shared';
import { getConfig, SPONSORED_CLAIMS } from '@gm-claim/web-core-config';
import { notify } from '@gm-claim/web-core-ui';
import { pendingRelays } from './pending';
import { relayClaim } from './relay-claim';

/** The app's relayer: posts a signed claim to the configured relayerUrl and follows it, with toasts. */
export function relaySend(request: RelayRequest, claimant: string): Promise<string> {
  const config = getConfig();
  return relayClaim(request, claimant, {
    relayerUrl: config.relayerUrl,
    pollMs: SPONSORED_CLAIMS.pollMs,
    timeoutMs: SPONSORED_CLAIMS.followTimeoutMs,
    remember: (entry) => pendingRelays.remember(entry),
    forget: (id) => pendingRelays.forget(id),
    notifyInfo: (message, hash) => notify.info(message, hash ? { hash, chainId: config.chainId } : undefined),
  });
}
