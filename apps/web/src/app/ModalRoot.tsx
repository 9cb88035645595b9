import { Suspense, type ComponentType } from 'react';
import { useModal, type ModalName } from '@gm-claim/web-core-state';
import { LoadingOverlay } from '@gm-claim/web-core-ui';
import { BettingModal } from '@gm-claim/web-feature-challenge';
import { ChallengeTermsModal } from '@gm-claim/web-feature-challenge';
import { ConnectWalletModal } from '@gm-claim/web-feature-wallet-connect';
import { DisconnectWalletModal } from '@gm-claim/web-feature-wallet-connect';
import { MessageModal } from '@gm-claim/web-feature-wallet-connect';
import { MobileConnectWalletModal } from '@gm-claim/web-feature-wallet-connect';
import { MobileModal } from '@gm-claim/web-feature-wallet-connect';
import { SignaturesModal } from '@gm-claim/web-feature-sign-in';
import { VestingHistoryModal } from '@gm-claim/web-feature-claim-dashboard';
import { VestingModal } from '@gm-claim/web-feature-claim-and-vest';

const MODALS: Record<ModalName, ComponentType> = {
  MOBILE_MODAL: MobileModal,
  MOBILE_CONNECT_WALLET_MODAL: MobileConnectWalletModal,
  CONNECT_WALLET_MODAL: ConnectWalletModal,
  DISCONNECT_WALLET_MODAL: DisconnectWalletModal,
  ACCOUNT_LIMIT_MODAL: ConnectWalletModal,
  VESTING_MODAL: VestingModal,
  BETTING_MODAL: BettingModal,
  VESTING_HISTORY_MODAL: VestingHistoryModal,
  SIGNATURES_MODAL: SignaturesModal,
  MESSAGE_MODAL: MessageModal,
  CHALLENGE_TERMS_MODAL: ChallengeTermsModal,
};

/**
 * Renders the one active modal (docs/product.md#modals: a modal is open when the active name equals its own). Every
 * modal is a lazy chunk (its flow and ethers load with it); while it loads, the loading overlay
 * (role "status", "Loading") stands in.
 */
export default function ModalRoot() {
  const name = useModal((state) => state.modal);
  const stackSize = useModal((state) => state.stack.length);
  if (!name) return null;
  const Modal = MODALS[name];
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Modal key={`${name}-${stackSize}`} />
    </Suspense>
  );
}
