import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getConfig, SPONSORED_CLAIMS } from '@gm-claim/web-core-config';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { followedHere, pendingRelays } from '../data-access/pending';
import { followRelay, openRelaysOf, RelayPendingError } from '../data-access/relayer-client';
import { useI18n, t } from '@gm-claim/web-core-i18n';

/** A request to follow: its id and where its tokens go. */
interface ToFollow {
  id: string;
  recipient: string;
}

/**
 * The requests of `address` still on their way: the ones this browser sent (local storage) and the
 * ones the relayer lists for the wallet (sent from another device or browser). The relayer's list
 * failing leaves this browser's own: nothing is taken for settled because a read failed.
 */
async function requestsToFollow(relayerUrl: string, address: string): Promise<ToFollow[]> {
  const own: ToFollow[] = pendingRelays.of(address);
  const listed = await openRelaysOf(relayerUrl, address).catch((): ToFollow[] => []);
  const known = new Set(own.map((entry) => entry.id));
  return [...own, ...listed.filter((entry) => !known.has(entry.id))];
}

/**
 * A page loaded (or reloaded) while a claim without BNB of this wallet was on its way — sent from this
 * browser or another device: asks the relayer where each such request stands and follows it to its
 * block, then reads the chain again — the state comes from the relayer and the chain, not from the tab
 * that sent it. A request this tab already follows is left to that follower. While any is followed,
 * it says so (a status line): the amounts shown do not count it yet.
 */
export function RelayRecovery() {
  // Renders again when the language changes (its texts come from SPONSORED_TEXTS, read in the current one).
  useI18n();
  const address = useWallet((state) => (isWalletConnected(state) ? state.address : undefined));
  const client = useQueryClient();
  useEffect(() => {
    const relayerUrl = getConfig().relayerUrl;
    if (!address || !relayerUrl) return;
    let active = true;
    const follow = (entry: ToFollow): void => {
      followedHere.add(entry.id, address);
      notify.info(t('sponsored.relayRecovering'));
      void followRelay(relayerUrl, entry.id, {
        pollMs: SPONSORED_CLAIMS.pollMs,
        timeoutMs: SPONSORED_CLAIMS.followTimeoutMs,
        onHash: (hash) => active && notify.info(t('sponsored.relaySent'), { hash, chainId: getConfig().chainId }),
      })
        .then(
          async ({ txHash }) => {
            pendingRelays.forget(entry.id);
            await client.invalidateQueries({ queryKey: [CHAIN_READS] });
            notify.success(t('sponsored.relayConfirmedTo', { recipient: entry.recipient }), { hash: txHash, chainId: getConfig().chainId });
          },
          (error: unknown) => {
            if (error instanceof RelayPendingError) {
              if (active) notify.info(t('sponsored.relayTimeout'));
              return;
            }
            pendingRelays.forget(entry.id);
            notify.error(error instanceof Error ? error.message : t('sponsored.relayFailed', { reason: String(error) }));
          },
        )
        .finally(() => followedHere.delete(entry.id));
    };
    void requestsToFollow(relayerUrl, address).then((entries) => {
      if (!active) return;
      for (const entry of entries) if (!followedHere.has(entry.id)) follow(entry);
    });
    return () => {
      active = false;
    };
  }, [address, client]);
  const onItsWay = useSyncExternalStore(followedHere.subscribe, () => followedHere.anyOf(address ?? undefined), () => false);
  if (!onItsWay) return null;
  return (
    <p className="gm-muted" role="status" data-testid="relay-on-its-way">
      {t('sponsored.relayOnItsWay')}
    </p>
  );
}
