import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { STORAGE } from '@gm-claim/web-core-config';

/** The one local-storage entry of the app (docs/product.md#storage), keyed by name. */
export interface PersistState {
  access_token: string | null;
  refresh_token: string | null;
  /** 'true' once the Challenge terms are accepted. */
  is_agree: string | null;
}

/** Store actions, named after what happened. */
export interface PersistActions {
  /** Sign-in succeeded: the API's token pair is kept. */
  signedIn(accessToken: string, refreshToken: string): void;
  /** The refresh token was exchanged for a new pair (here or in another tab). */
  tokensRefreshed(accessToken: string, refreshToken: string): void;
  /** Signed out (disconnect, a refused refresh): both tokens go; is_agree stays. */
  signedOut(): void;
  /** The Challenge terms were accepted. */
  termsAccepted(): void;
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
          signedIn: (access_token, refresh_token) => set({ access_token, refresh_token }),
          tokensRefreshed: (access_token, refresh_token) => set({ access_token, refresh_token }),
          signedOut: () => set({ access_token: null, refresh_token: null }),
          termsAccepted: () => set({ is_agree: 'true' }),
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

/**
 * Reads the stored entry again (another tab may have refreshed or removed the tokens), and keeps
 * reading it whenever another tab writes it. Returns the stop function.
 */
export function followOtherTabs(store = persistStore, target: EventTarget = window): () => void {
  const onStorage = (event: Event): void => {
    if ((event as Partial<StorageEvent>).key === STORAGE.storeName) void store.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

export function usePersist<T>(selector: (state: PersistStore) => T): T {
  return useStore(persistStore, selector);
}
