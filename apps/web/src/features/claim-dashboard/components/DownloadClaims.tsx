import { useEffect, useState } from 'react';
import { accessTokenWallet } from '@gm-claim/web-core-api';
import { modalStore, usePersist } from '@gm-claim/web-core-state';
import { shortMessage } from '@gm-claim/web-core-errors';
import { Button } from '@gm-claim/web-core-ui';
import { useWallet } from '@gm-claim/web-core-wallet';
import { useI18n } from '@gm-claim/web-core-i18n';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sign-in' } | { kind: 'failed'; message: string };

/**
 * "Download my claims (CSV)": every GM the wallet received (claim & vest, each monthly claim of every type), from the
 * API's event index, in the columns tax tools import. The ledger is the signed-in wallet's: without a session of this
 * wallet the button asks to sign in first.
 */
export function DownloadClaims() {
  const { t } = useI18n();
  const address = useWallet((state) => state.address);
  const token = usePersist((state) => state.access_token);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const signedIn = Boolean(address && token && accessTokenWallet(token)?.toLowerCase() === address.toLowerCase());

  const download = async (): Promise<void> => {
    if (!address) return;
    setState({ kind: 'busy' });
    try {
      const { downloadLedgerCsv } = await import('../data-access/download-ledger');
      await downloadLedgerCsv(address);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: shortMessage(error) });
    }
  };

  const onDownload = (): void => {
    if (!address) return;
    if (signedIn) {
      void download();
      return;
    }
    setState({ kind: 'sign-in' });
    modalStore.getState().actions.open('SIGNATURES_MODAL');
  };

  // The sign-in this button asked for is the user's go-ahead: the file follows it without a second click.
  useEffect(() => {
    if (state.kind === 'sign-in' && signedIn) void download();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per sign-in, not on `download`'s identity
  }, [state.kind, signedIn]);

  return (
    <p className="gm-calendar" data-testid="download-claims">
      <Button variant="ghost" onClick={onDownload} disabled={!address || state.kind === 'busy'}>
        {t('download.button')}
      </Button>
      <span className="gm-muted" role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'busy'
          ? t('download.busy')
          : state.kind === 'sign-in' && !signedIn
            ? t('download.signIn')
            : state.kind === 'failed'
              ? t('download.failed', { reason: state.message })
              : t('download.hint')}
      </span>
    </p>
  );
}
