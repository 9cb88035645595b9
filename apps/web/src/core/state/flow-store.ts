import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Main flow steps in order; their index is the step's number (docs/product.md#journey). */
export const MAIN_STEPS = ['MAIN', 'VERIFY', 'MISSION', 'METHOD', 'CLAIM'] as const;
export type MainStep = (typeof MAIN_STEPS)[number];
/** How the user takes the allocation: the claim & vest, or the Challenge (docs/product.md#journey). */
export type ClaimMethod = 'VESTING' | 'BETTING';
/** The step inside the claim method (starts at STEP1; only STEP1 is used so far). */
export type ClaimStep = 'STEP1' | 'STEP2' | 'STEP3';

/**
 * Where a signed-in user stands, as read from the chain and the API (see the journey feature):
 * claimed and vesting, a Challenge pending or resolved, nothing yet (missions cleared or not), or no
 * allocation at all (VERIFY says so; nothing leads on to missions or a claim).
 */
export type Standing =
  | { kind: 'claimed' }
  | { kind: 'challenge'; requestId: string }
  | { kind: 'ready'; missionsCleared: boolean }
  | { kind: 'not-eligible' };

/**
 * The journey's client state (docs/product.md#journey). What the chain and the API say (amounts,
 * bets, schedules) lives in the query cache, never here.
 */
export interface FlowState {
  /** A flow (a transaction, a sign-in) is in progress: the loading overlay shows. */
  isLoading: boolean;
  mainStep: MainStep;
  /** The address typed in the mobile eligibility check. */
  inputAddress: string;
  /** Glitch-end overlay flag. */
  isGlitchEnd: boolean;
  claimMethod: ClaimMethod;
  claimStep: ClaimStep;
  /** Hash of the Challenge transaction sent in this tab, until it is mined. */
  txHash: string;
  /** The wallet whose standing placed the journey (reset when the wallet leaves). */
  placedFor: string;
}

/** Store actions, named after what happened. */
export interface FlowActions {
  flowStarted(): void;
  flowEnded(): void;
  /** CHECK NOW on mobile: the typed address is checked. */
  addressChecked(address: string): void;
  /** CHECK ELIGIBILITY with a signed-in wallet. */
  eligibilityRequested(): void;
  /** CONTINUE TO MISSIONS. */
  missionsOpened(): void;
  /** Every mission is done and the user continues. */
  missionsCleared(): void;
  /** The chain and the API told where this wallet stands: the journey goes there. */
  standingRead(wallet: string, standing: Standing): void;
  /** YES, I AGREE was confirmed on chain (docs/product.md#claim-and-vest). */
  vestingConfirmed(): void;
  /** The Challenge transaction went out (docs/product.md#challenge). */
  betSent(txHash: string): void;
  /** The Challenge transaction was mined. */
  betMined(): void;
  /** The Challenge transaction was refused or reverted: back to the claim choice. */
  betFailed(): void;
  /** The Challenge result arrived: the glitch-end overlay shows. */
  betResolved(): void;
  /** The glitch-end overlay finished. */
  glitchEnded(): void;
  /** A stuck Challenge was cancelled and its stake returned: back to the claim choice. */
  betCancelled(): void;
  /** The wallet disconnected or changed account or chain: back to MAIN (docs/product.md#journey). */
  walletLeft(): void;
}

export type FlowStore = FlowState & { actions: FlowActions };

export const INITIAL_FLOW_STATE: FlowState = {
  isLoading: false,
  mainStep: 'MAIN',
  inputAddress: '',
  isGlitchEnd: false,
  claimMethod: 'VESTING',
  claimStep: 'STEP1',
  txHash: '',
  placedFor: '',
};

export function mainStepIndex(step: MainStep): number {
  return MAIN_STEPS.indexOf(step);
}

/** The step a standing puts the journey on. */
function placement(standing: Standing): Partial<FlowState> {
  switch (standing.kind) {
    case 'claimed':
      return { mainStep: 'CLAIM', claimMethod: 'VESTING', claimStep: 'STEP1' };
    case 'challenge':
      return { mainStep: 'CLAIM', claimMethod: 'BETTING' };
    case 'ready':
      return { mainStep: standing.missionsCleared ? 'METHOD' : 'VERIFY' };
    case 'not-eligible':
      return { mainStep: 'VERIFY' };
  }
}

export function createFlowStore(initial: FlowState = INITIAL_FLOW_STATE): StoreApi<FlowStore> {
  return createStore<FlowStore>()((set) => ({
    ...initial,
    actions: {
      flowStarted: () => set({ isLoading: true }),
      flowEnded: () => set({ isLoading: false }),
      addressChecked: (inputAddress) => set({ inputAddress, mainStep: 'VERIFY' }),
      eligibilityRequested: () => set({ mainStep: 'VERIFY' }),
      missionsOpened: () => set({ mainStep: 'MISSION' }),
      missionsCleared: () => set({ mainStep: 'METHOD' }),
      standingRead: (wallet, standing) => set({ ...placement(standing), placedFor: wallet.toLowerCase() }),
      vestingConfirmed: () => set({ mainStep: 'CLAIM', claimMethod: 'VESTING', claimStep: 'STEP1' }),
      betSent: (txHash) => set({ txHash, mainStep: 'CLAIM', claimMethod: 'BETTING' }),
      betMined: () => set({ txHash: '' }),
      betFailed: () => set({ mainStep: 'METHOD', claimMethod: 'VESTING', txHash: '' }),
      betResolved: () => set({ isGlitchEnd: true }),
      glitchEnded: () => set({ isGlitchEnd: false }),
      betCancelled: () => set({ mainStep: 'METHOD', claimMethod: 'VESTING', txHash: '' }),
      walletLeft: () => set({ ...INITIAL_FLOW_STATE }),
    },
  }));
}

export const flowStore = createFlowStore();

export function useFlow<T>(selector: (state: FlowStore) => T): T {
  return useStore(flowStore, selector);
}
