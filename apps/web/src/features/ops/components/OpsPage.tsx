import { accessTokenWallet } from '@gm-claim/web-core-api';
import { ApiError } from '@gm-claim/web-core-errors';
import { modalStore, usePersist } from '@gm-claim/web-core-state';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { useOpsAccess } from '../hooks/queries';
import { OpsCockpit } from './OpsCockpit';
import './ops.css';

/** What the page says instead of the cockpit: nothing about the campaign's figures. */
function Gate({ children }: { children: React.ReactNode }) {
  return (
    <article className="gm-ops gm-ops--gate">
      <h1 className="gm-title gm-title--small">Operator cockpit</h1>
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
        <p>Connect an operator&apos;s wallet and sign in to open the cockpit.</p>
        <Button onClick={() => open('CONNECT_WALLET_MODAL')}>CONNECT WALLET</Button>
      </Gate>
    );
  }
  if (!sameWallet) {
    return (
      <Gate>
        <p>Sign in with this wallet: the API shows the cockpit only to the campaign&apos;s operators.</p>
        <Button onClick={() => open('SIGNATURES_MODAL')}>SIGN IN</Button>
      </Gate>
    );
  }
  if (access.isPending) {
    return (
      <Gate>
        <ReadLoading what="your operator access" />
      </Gate>
    );
  }
  if (access.isError) {
    const status = access.error instanceof ApiError ? access.error.status : null;
    if (status === 403) {
      return (
        <Gate>
          <p data-testid="ops-forbidden">
            This wallet is not an operator of this campaign. The cockpit is shown only to the addresses configured as
            operators and to the contracts&apos; owner.
          </p>
        </Gate>
      );
    }
    return (
      <Gate>
        <ReadError
          what="Your operator access"
          error={access.error}
          retrying={access.isFetching}
          onRetry={() => void access.refetch()}
        />
      </Gate>
    );
  }
  return <OpsCockpit roles={access.data.roles} />;
}
