import { accessTokenWallet } from '@gm-claim/web-core-api';
import { ApiError } from '@gm-claim/web-core-errors';
import { modalStore, usePersist } from '@gm-claim/web-core-state';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { useOpsAccess } from '../hooks/queries';
import { OpsCockpit } from './OpsCockpit';
import './ops.css';
import { useI18n, usePageTexts } from '@gm-claim/web-core-i18n';

/** What the page says instead of the cockpit: nothing about the campaign's figures. */
function Gate({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <article className="gm-ops gm-ops--gate">
      <h1 className="gm-title gm-title--small">{t('ops.title')}</h1>
      <section className="gm-ops__panel" aria-live="polite">
        {children}
      </section>
    </article>
  );
}

/**
 * /ops — the operator's cockpit. The API decides who is an operator (OPS_ADDRESSES, the contracts' owner, a Safe
 * owner signing in as the Safe): the page asks it and shows the figures only after a yes; a wallet the API refuses
 * sees that it is not an operator, and nothing else.
 */
export default function OpsPage() {
  // The cockpit's texts are a chunk of their own, fetched with it.
  return usePageTexts() ? <Ops /> : null;
}

function Ops() {
  const { t } = useI18n();
  const connected = useWallet(isWalletConnected);
  const address = useWallet((state) => state.address);
  const token = usePersist((state) => state.access_token);
  const owner = token ? accessTokenWallet(token) : null;
  const sameWallet = Boolean(owner && address && owner.toLowerCase() === address.toLowerCase());
  const access = useOpsAccess(sameWallet ? owner : null);
  const open = modalStore.getState().actions.open;

  if (!connected || !address) {
    return (
      <Gate>
        <p>{t('ops.connectText')}</p>
        <Button onClick={() => open('CONNECT_WALLET_MODAL')}>{t('header.connectWallet')}</Button>
      </Gate>
    );
  }
  if (!sameWallet) {
    return (
      <Gate>
        <p>{t('ops.signInText')}</p>
        <Button onClick={() => open('SIGNATURES_MODAL')}>{t('signIn.title')}</Button>
      </Gate>
    );
  }
  if (access.isPending) {
    return (
      <Gate>
        <ReadLoading what={t('ops.accessLoading')} />
      </Gate>
    );
  }
  if (access.isError) {
    const status = access.error instanceof ApiError ? access.error.status : null;
    if (status === 403) {
      return (
        <Gate>
          <p data-testid="ops-forbidden">{t('ops.forbidden')}</p>
        </Gate>
      );
    }
    return (
      <Gate>
        <ReadError
          what={t('ops.accessWhat')}
          error={access.error}
          retrying={access.isFetching}
          onRetry={() => void access.refetch()}
        />
      </Gate>
    );
  }
  return <OpsCockpit roles={access.data.roles} />;
}
