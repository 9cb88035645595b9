import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getConfig, SPONSORED_CLAIMS } from '@gm-claim/web-core-config';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { pendingRelays } from '../data-access/pending';
import { followRelay, RelayPendingError } from '../data-access/relayer-client';
import { SPONSORED_TEXTS as T } from '../texts';

/**
 * A page loaded (or reloaded) while a claim without BNB of this wallet was on its way: asks the relayer
 * where each such request stands and follows it to its block, then reads the chain again — the
 * state comes from the relayer and the chain, not from the tab that sent it. Renders nothing.
 */
export function RelayRecovery() {
  const address = useWallet((state) => (isWalletConnected(state) ? state.address : undefined));
  const client = useQueryClient();
  useEffect(() => {
    const relayerUrl = getConfig().relayerUrl;
    if (!address || !relayerUrl) return;
    let active = true;
    for (const entry of pendingRelays.of(address)) {
      notify.info(T.relayRecovering);
      void followRelay(relayerUrl, entry.id, {
        pollMs: SPONSORED_CLAIMS.pollMs,
        timeoutMs: SPONSORED_CLAIMS.followTimeoutMs,
        onHash: (hash) => active && notify.info(T.relaySent, { hash, chainId: getConfig().chainId }),
      }).then(
        async ({ txHash }) => {
          pendingRelays.forget(entry.id);
          await client.invalidateQueries({ queryKey: [CHAIN_READS] });
          notify.success(T.relayConfirmedTo(entry.recipient), { hash: txHash, chainId: getConfig().chainId });
        },
        (error: unknown) => {
          if (error instanceof RelayPendingError) {
            if (active) notify.info(T.relayTimeout);
            return;
          }
          pendingRelays.forget(entry.id);
          notify.error(error instanceof Error ? error.message : T.relayFailed(String(error)));
        },
      );
    }
    return () => {
      active = false;
    };
  }, [address, client]);
  return null;
}
