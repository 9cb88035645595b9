import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const MODAL_NAMES = [
  'MOBILE_MODAL',
  'MOBILE_CONNECT_WALLET_MODAL',
  'CONNECT_WALLET_MODAL',
  'DISCONNECT_WALLET_MODAL',
  'ACCOUNT_LIMIT_MODAL',
  'VESTING_MODAL',
  'BETTING_MODAL',
  'VESTING_HISTORY_MODAL',
  'SIGNATURES_MODAL',
  'MESSAGE_MODAL',
  'CHALLENGE_TERMS_MODAL',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface BettingModalData {
  /** Stake in whole GM (10, 100, 1,000 or 10,000). */
  selectedAmount: number;
  selectedMultiplier: number;
}
export interface MessageModalData {
  text: string;
  buttonText: string;
}
export type ModalData = BettingModalData | MessageModalData | Record<string, unknown> | null;

export interface ModalEntry {
  name: ModalName;
  data: ModalData;
}

export interface ModalState {
  modal: ModalName | null;
  data: ModalData;
  stack: ModalEntry[];
}

export interface ModalActions {
  /** Pushes a modal on the stack and makes it current. */
  open(name: ModalName, data?: ModalData): void;
  /** Clears the current modal and the whole stack. */
  close(): void;
  /** Pops the top and shows the previous modal, or none. */
  back(): void;
}

export type ModalStore = ModalState & { actions: ModalActions };

export const INITIAL_MODAL_STATE: ModalState = { modal: null, data: null, stack: [] };

export function createModalStore(initial: ModalState = INITIAL_MODAL_STATE): StoreApi<ModalStore> {
  return createStore<ModalStore>()((set) => ({
    ...initial,
    actions: {
      open: (name, data = null) =>
        set((state) => ({ modal: name, data, stack: [...state.stack, { name, data }] })),
      close: () => set({ modal: null, data: null, stack: [] }),
      back: () =>
        set((state) => {
          const stack = state.stack.slice(0, -1);
          const top = stack[stack.length - 1];
          return { stack, modal: top?.name ?? null, data: top?.data ?? null };
        }),
    },
  }));
}

export const modalStore = createModalStore();

export function useModal<T>(selector: (state: ModalStore) => T): T {
  return useStore(modalStore, selector);
}
