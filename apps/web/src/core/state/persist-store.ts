import { STORAGE } from '@gm-claim/shared/constants';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** The one local-storage entry of the app (spec §3), keyed by name. */
export interface PersistState {
  access_token: string | null;
  refresh_token: string | null;
  /** 'true' once the Challenge terms are accepted. */
  is_agree: string | null;
}

export interface PersistActions {
  setTokens(accessToken: string, refreshToken?: string | null): void;
  removeAccessToken(): void;
  clearTokens(): void;
  setAgree(): void;
}

export type PersistStore = PersistState & { actions: PersistActions };

export const INITIAL_PERSIST_STATE: PersistState = { access_token: null, refresh_token: null, is_agree: null };
export const PERSIST_VERSION = 1;

export function createPersistStore(storage: Storage = localStorage) {
  return createStore<PersistStore>()(
    persist(
      (set) => ({
        ...INITIAL_PERSIST_STATE,
        actions: {
          setTokens: (access_token, refresh_token) =>
            set((state) => ({ access_token, refresh_token: refresh_token === undefined ? state.refresh_token : refresh_token })),
          removeAccessToken: () => set({ access_token: null }),
          clearTokens: () => set({ access_token: null, refresh_token: null }),
          setAgree: () => set({ is_agree: 'true' }),
        },
      }),
      {
        name: STORAGE.storeName,
        version: PERSIST_VERSION,
        storage: createJSONStorage(() => storage),
        partialize: (state): PersistState => ({
          access_token: state.access_token,
          refresh_token: state.refresh_token,
          is_agree: state.is_agree,
        }),
        migrate: (persisted): PersistState => {
          const old = (persisted ?? {}) as Partial<PersistState>;
          return {
            access_token: old.access_token ?? null,
            refresh_token: old.refresh_token ?? null,
            is_agree: old.is_agree ?? null,
          };
        },
      },
    ),
  );
}

export const persistStore = createPersistStore();

export function usePersist<T>(selector: (state: PersistStore) => T): T {
  return useStore(persistStore, selector);
}
