import { useEffect, useState } from 'react';
import { walletStore } from '@gm-claim/web-core-wallet';
import { connectWallet } from '@gm-claim/web-core-wallet';
import { METAMASK_ID, TRUST_ID, WALLETCONNECT_ID, walletOptions, type WalletOption } from '@gm-claim/web-core-wallet';
import { useDiscoveredWallets } from '@gm-claim/web-core-wallet';
import { disconnectWallet } from '@gm-claim/web-core-wallet';
import { ModalShell } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** Drawn icons for the wallets that announced none (not installed, or the relay). */
const DRAWN_ICONS: Record<string, { label: string; color: string }> = {
  [METAMASK_ID]: { label: 'MM', color: '#e2761b' },
  [TRUST_ID]: { label: 'TW', color: '#0500ff' },
  [WALLETCONNECT_ID]: { label: 'WC', color: '#3b99fc' },
};

function WalletIcon({ option }: { option: WalletOption }) {
  if (option.icon) return <img src={option.icon} alt="" width={32} height={32} className="gm-wallet__icon" />;
  const drawn = DRAWN_ICONS[option.id] ?? { label: option.name.slice(0, 1).toUpperCase(), color: '#555' };
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="gm-wallet__icon">
      <rect width="32" height="32" rx="9" fill={drawn.color} />
      <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="800" fill="#fff" fontFamily="Inter, Arial, sans-serif">
        {drawn.label}
      </text>
    </svg>
  );
}

/**
 * CONNECT_WALLET_MODAL (also shown for ACCOUNT_LIMIT_MODAL); disconnects any session on open. Each
 * wallet the browser announces shows its own icon and name, marked "Installed".
 */
export function ConnectWalletModal() {
  const { t } = useI18n();
  const [pending, setPending] = useState<string | null>(null);
  // Re-renders when a wallet announces itself (EIP-6963).
  useDiscoveredWallets();
  const options = walletOptions();

  useEffect(() => {
    if (walletStore.getState().status !== 'disconnected' || walletStore.getState().provider) void disconnectWallet();
  }, []);

  const onPick = async (id: string): Promise<void> => {
    setPending(id);
    await connectWallet(id);
    setPending(null);
  };

  return (
    <ModalShell title={t('connect.title')}>
      <p className="gm-modal__text">{t('connect.required')}</p>
      <ul className="gm-wallets">
        {options.map((option) => {
          const reasonId = `gm-wallet-reason-${option.id.replace(/[^a-z0-9-]/gi, '-')}`;
          return (
            <li key={option.id}>
              <button
                type="button"
                className="gm-wallet"
                onClick={() => void onPick(option.id)}
                disabled={option.unavailableReason !== null || pending !== null}
                aria-describedby={option.unavailableReason ? reasonId : undefined}
                aria-busy={pending === option.id}
              >
                <WalletIcon option={option} />
                <span className="gm-wallet__name">{option.name}</span>
                {option.installed && <span className="gm-wallet__installed">{t('connect.installed')}</span>}
                {pending === option.id && <span className="gm-wallet__pending">{t('connect.confirm')}</span>}
              </button>
              {option.unavailableReason && (
                <small id={reasonId} className="gm-wallet__reason">
                  {/* The relay's only reason (no project id), in the reader's language. */}
                  {option.id === WALLETCONNECT_ID ? t('connect.walletConnectUnavailable') : option.unavailableReason}
                </small>
              )}
            </li>
          );
        })}
      </ul>
    </ModalShell>
  );
}
