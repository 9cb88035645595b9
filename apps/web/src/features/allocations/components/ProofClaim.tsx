import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shortenAddress } from '@gm-claim/shared/address-display';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { retryRead, shortMessage } from '@gm-claim/web-core-errors';
import { useI18n } from '@gm-claim/web-core-i18n';
import { useWallet } from '@gm-claim/web-core-wallet';
import type { ProvenAllocation } from '../data-access/look-up';

const stateKey = (account: string) => ['allocations', 'proof-claim', account.toLowerCase()] as const;

/**
 * Claim & vest with the proof alone (issue 33 §3): once the missions gate has ended, the connected wallet sends one
 * transaction — registerWithProof and claimAndVest — and no server of ours is asked. Before that, it says that the
 * missions come first and why our server is needed for them. Everything shown is read from the chain.
 */
export function ProofClaim({ account, allocation }: { account: string; allocation: ProvenAllocation }) {
  const { t, date } = useI18n();
  const client = useQueryClient();
  const connected = useWallet((state) => state.address)?.toLowerCase() ?? null;
  const status = useQuery({
    queryKey: stateKey(account),
    queryFn: async () => {
      const { proofClaimStatus, readProofClaimState } = await import('../data-access/claim-with-proof');
      return proofClaimStatus(await readProofClaimState(account));
    },
    retry: retryRead,
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const claim = async (registered: boolean) => {
    setSending(true);
    setFailure(null);
    try {
      const { claimWithProof } = await import('../data-access/claim-with-proof');
      await claimWithProof({ account, ...allocation, registered });
    } catch (error) {
      setFailure(shortMessage(error));
    } finally {
      setSending(false);
      await client.invalidateQueries({ queryKey: stateKey(account) });
    }
  };

  let body;
  if (status.isError) {
    body = <ReadError error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />;
  } else if (!status.data) {
    body = <ReadLoading what={t('list.claimLoading')} />;
  } else {
    const state = status.data;
    switch (state.kind) {
      case 'claimed':
        body = <p data-testid="proof-claim-claimed">{t('list.claimed')}</p>;
        break;
      case 'missions-required':
        body = (
          <p data-testid="proof-claim-missions">
            {state.endsAt === null
              ? t('list.claimMissions')
              : t('list.claimMissionsUntil', { time: date(state.endsAt) })}
          </p>
        );
        break;
      case 'not-open':
        body = <p data-testid="proof-claim-not-open">{t('list.claimNotOpen', { time: date(state.openAt) })}</p>;
        break;
      case 'closed':
        body = <p data-testid="proof-claim-closed">{t('list.claimClosed', { time: date(state.deadline) })}</p>;
        break;
      case 'ready':
        body =
          connected === account.toLowerCase() ? (
            <>
              <p>{t('list.claimLead')}</p>
              <Button onClick={() => void claim(state.registered)} disabled={sending} aria-busy={sending || undefined}>
                {t('list.claimButton')}
              </Button>
              {failure && (
                <p className="gm-list__error" role="alert">
                  {failure}
                </p>
              )}
            </>
          ) : (
            <p data-testid="proof-claim-connect">{t('list.claimConnect', { address: shortenAddress(account) })}</p>
          );
        break;
    }
  }

  return (
    <section className="gm-list-claim" aria-labelledby="proof-claim-title" data-testid="proof-claim">
      <h2 id="proof-claim-title" className="gm-list__subtitle">
        {t('list.claimHeading')}
      </h2>
      {body}
    </section>
  );
}
