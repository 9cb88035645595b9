import type { ComponentType } from 'react';
import { useModal, type ModalName } from '../stores/modal-store';
import { BettingModal } from './BettingModal';
import { ChallengeTermsModal } from './ChallengeTermsModal';
import { ConnectWalletModal } from './ConnectWalletModal';
import { DisconnectWalletModal } from './DisconnectWalletModal';
import { MessageModal } from './MessageModal';
import { MobileConnectWalletModal } from './MobileConnectWalletModal';
import { MobileModal } from './MobileModal';
import { SignaturesModal } from './SignaturesModal';
import { VestingHistoryModal } from './VestingHistoryModal';
import { VestingModal } from './VestingModal';

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

/** Renders the one active modal (spec §2: a modal is open when the active name equals its own). */
export default function ModalRoot() {
  const name = useModal((state) => state.modal);
  const stackSize = useModal((state) => state.stack.length);
  if (!name) return null;
  const Modal = MODALS[name];
  return <Modal key={`${name}-${stackSize}`} />;
}
