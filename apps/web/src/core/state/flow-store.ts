import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Main flow steps in order; their index is the step's number (spec §2 Flow steps). */
export const MAIN_STEPS = ['MAIN', 'VERIFY', 'MISSION', 'METHOD', 'CLAIM'] as const;
export type MainStep = (typeof MAIN_STEPS)[number];
export type SubStep = 'STEP1' | 'STEP2' | 'STEP3';
export type ClaimMethod = 'VESTING' | 'BETTING';

export interface BetResult {
  requestId?: string;
  unit?: string;
  multiple?: number;
  success?: boolean;
  gain?: string;
  loss?: string;
  cancelled?: boolean;
}

export interface UiState {
  isLoading: boolean;
  mainStep: MainStep;
  /** The address typed in the mobile eligibility check. */
  inputAddress: string;
  /** Glitch-end overlay flag. */
  isGlitchEnd: boolean;
  /** The resolved Challenge result. */
  betResult: BetResult;
  /** Waiting for the Challenge's random number. */
  isBetWaiting: boolean;
  step: SubStep;
  /** Hash of the last Challenge transaction. */
  txHash: string;
  type: ClaimMethod;
  /** Set once a Challenge transaction has been sent in this session. */
  isChallengeStarted: boolean;
}

export interface UiActions {
  setLoading(isLoading: boolean): void;
  setMainStep(step: MainStep): void;
  setInputAddress(address: string): void;
  setGlitchEnd(on: boolean): void;
  setBetResult(result: BetResult): void;
  setBetWaiting(waiting: boolean): void;
  setStep(step: SubStep): void;
  setTxHash(hash: string): void;
  setType(type: ClaimMethod): void;
  setChallengeStarted(on: boolean): void;
  reset(): void;
}

export type UiStore = UiState & { actions: UiActions };

export const INITIAL_UI_STATE: UiState = {
  isLoading: false,
  mainStep: 'MAIN',
  inputAddress: '',
  isGlitchEnd: false,
  betResult: {},
  isBetWaiting: false,
  step: 'STEP1',
  txHash: '',
  type: 'VESTING',
  isChallengeStarted: false,
};

export function mainStepIndex(step: MainStep): number {
  return MAIN_STEPS.indexOf(step);
}

export function createUiStore(initial: UiState = INITIAL_UI_STATE): StoreApi<UiStore> {
  return createStore<UiStore>()((set) => ({
    ...initial,
    actions: {
      setLoading: (isLoading) => set({ isLoading }),
      setMainStep: (mainStep) => set({ mainStep }),
      setInputAddress: (inputAddress) => set({ inputAddress }),
      setGlitchEnd: (isGlitchEnd) => set({ isGlitchEnd }),
      setBetResult: (betResult) => set({ betResult }),
      setBetWaiting: (isBetWaiting) => set({ isBetWaiting }),
      setStep: (step) => set({ step }),
      setTxHash: (txHash) => set({ txHash }),
      setType: (type) => set({ type }),
      setChallengeStarted: (isChallengeStarted) => set({ isChallengeStarted }),
      reset: () => set({ ...INITIAL_UI_STATE }),
    },
  }));
}

export const uiStore = createUiStore();

export function useUi<T>(selector: (state: UiStore) => T): T {
  return useStore(uiStore, selector);
}
