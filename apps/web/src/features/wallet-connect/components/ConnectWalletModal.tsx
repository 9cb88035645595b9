import { useEffect, useState } from 'react';
import { walletStore } from '@gm-claim/web-core-wallet';
import { connectWallet } from '@gm-claim/web-core-wallet';
import { METAMASK_ID, TRUST_ID, WALLETCONNECT_ID, discoveredConnectors, walletConnectUnavailableReason } from '@gm-claim/web-core-wallet';
import { useDiscoveredWallets } from '@gm-claim/web-core-wallet';
import { disconnectWallet } from '@gm-claim/web-core-wallet';
import { ModalShell } from '@gm-claim/web-core-ui';

function WalletIcon({ label, color }: { label: string; color: string }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill={color} />
      <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="800" fill="#fff" fontFamily="Inter, Arial, sans-serif">
        {label}
      </text>
    </svg>
  );
}

/** CONNECT_WALLET_MODAL (also shown for ACCOUNT_LIMIT_MODAL); disconnects any session on open. */
export function ConnectWalletModal() {
  const [pending, setPending] = useState<string | null>(null);
  useDiscoveredWallets();
  const others = discoveredConnectors();
  const relayReason = walletConnectUnavailableReason();

  useEffect(() => {
    if (walletStore.getState().status !== 'disconnected' || walletStore.getState().provider) void disconnectWallet();
  }, []);

  const onPick = async (id: string): Promise<void> => {
    setPending(id);
    await connectWallet(id);
    setPending(null);
  };

  return (
    <ModalShell title="CONNECT WALLET">
      <p className="gm-modal__text">Wallet connection is required for service access.</p>
      <ul className="gm-wallets">
        <li>
          <button type="button" className="gm-wallet" onClick={() => void onPick(METAMASK_ID)} disabled={pending !== null}>
            <WalletIcon label="MM" color="#e2761b" />
            <span>MetaMask</span>
          </button>
        </li>
        <li>
          <button type="button" className="gm-wallet" onClick={() => void onPick(TRUST_ID)} disabled={pending !== null}>
            <WalletIcon label="TW" color="#0500ff" />
            <span>Trust Wallet</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="gm-wallet"
            onClick={() => void onPick(WALLETCONNECT_ID)}
            disabled={relayReason !== null || pending !== null}
            aria-describedby={relayReason ? 'gm-wc-reason' : undefined}
          >
            <WalletIcon label="WC" color="#3b99fc" />
            <span>WalletConnect</span>
          </button>
          {relayReason && (
            <small id="gm-wc-reason" className="gm-wallet__reason">
              {relayReason}
            </small>
          )}
        </li>
        {others.map((connector) => (
          <li key={connector.id}>
            <button type="button" className="gm-wallet" onClick={() => void onPick(connector.id)} disabled={pending !== null}>
              {connector.icon ? <img src={connector.icon} alt="" width={32} height={32} /> : <WalletIcon label="W" color="#555" />}
              <span>{connector.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </ModalShell>
  );
}
