import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppealCategory } from '@gm-claim/shared/appeals/typed-data';
import type { Appeal } from '@gm-claim/shared/dto/appeals';
import { shortenAddress } from '@gm-claim/shared/address-display';
import { getConfig } from '@gm-claim/web-core-config';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { useI18n, usePageTexts } from '@gm-claim/web-core-i18n';
import { useWallet } from '@gm-claim/web-core-wallet';
import { appealQueryKey, useAppeal } from '../hooks/queries';
import { AppealForm } from './AppealForm';
import { AppealStatus } from './AppealStatus';
import './appeals.css';

export interface AppealPanelProps {
  /** The address the page shows (any case). */
  account: string;
  /** Whether it is in the list: the form then starts at "wrong amount", else at "not listed". */
  listed: boolean;
}

/**
 * Under a list result (/eligibility, VERIFY): the wallet's appeal and its state, or — for a wallet that disagrees —
 * the way to file one, signed by that wallet. The state is read on every visit, so a claimant sees the decision.
 */
export function AppealPanel(props: AppealPanelProps) {
  return usePageTexts() ? <Panel {...props} /> : null;
}

function Panel({ account, listed }: AppealPanelProps) {
  const { t } = useI18n();
  const client = useQueryClient();
  const appeal = useAppeal(account);
  const connected = useWallet((state) => state.address);
  const [open, setOpen] = useState(false);
  const isOwn = connected?.toLowerCase() === account.toLowerCase();
  const category: AppealCategory = listed ? 'wrong_amount' : 'not_listed';

  const submit = async (draft: { category: AppealCategory; text: string }): Promise<Appeal> => {
    const [{ fileAppeal }, { connectedSigner }] = await Promise.all([import('../data-access/appeals'), import('@gm-claim/web-core-chain')]);
    const config = getConfig();
    return fileAppeal(draft, { signer: await connectedSigner(), chainId: config.chainId, challenge: config.contracts.GMChallenge });
  };
  const filed = (filedAppeal: Appeal): void => {
    client.setQueryData(appealQueryKey(account), filedAppeal);
    setOpen(false);
  };

  if (appeal.isError) {
    return (
      <section className="gm-appeal" aria-label={t('appeal.title')}>
        <ReadError error={appeal.error} retrying={appeal.isFetching} onRetry={() => void appeal.refetch()} />
      </section>
    );
  }
  if (appeal.data === undefined) return <ReadLoading what={t('appeal.loading')} />;
  const canFile = appeal.data === null || appeal.data.state === 'rejected';
  return (
    <section className="gm-appeal" aria-labelledby="gm-appeal-title" data-testid="appeal-panel">
      <h2 id="gm-appeal-title" className="gm-appeal__title">
        {t('appeal.title')}
      </h2>
      {appeal.data && <AppealStatus appeal={appeal.data} />}
      {canFile && !open && (
        <>
          <p>{listed ? t('appeal.leadListed') : t('appeal.leadNotListed')}</p>
          <Button variant="ghost" aria-expanded={false} onClick={() => setOpen(true)}>
            {appeal.data ? t('appeal.openAgain') : t('appeal.open')}
          </Button>
        </>
      )}
      {canFile && open && !isOwn && (
        <p role="status" data-testid="appeal-connect">
          {connected
            ? t('appeal.otherWallet', { address: shortenAddress(account) })
            : t('appeal.connect', { address: shortenAddress(account) })}
        </p>
      )}
      {canFile && open && isOwn && <AppealForm initialCategory={category} onSubmit={submit} onFiled={filed} />}
    </section>
  );
}

export default AppealPanel;
