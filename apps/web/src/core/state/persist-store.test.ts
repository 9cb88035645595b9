import { STORAGE } from '@gm-claim/shared/constants';
import { createPersistStore } from './persist-store';

describe('persist store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps access_token, refresh_token and is_agree under one local-storage key', () => {
    const store = createPersistStore(localStorage);
    store.getState().actions.setTokens('access', 'refresh');
    store.getState().actions.setAgree();
    const saved = JSON.parse(localStorage.getItem(STORAGE.storeName) as string) as { state: Record<string, unknown>; version: number };
    expect(saved.state).toEqual({ access_token: 'access', refresh_token: 'refresh', is_agree: 'true' });
    expect(saved.version).toBe(1);
    expect(Object.keys(localStorage)).toEqual([STORAGE.storeName]);
  });

  it('rehydrates and migrates an old entry', async () => {
    localStorage.setItem(STORAGE.storeName, JSON.stringify({ state: { access_token: 'old' }, version: 0 }));
    const store = createPersistStore(localStorage);
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ access_token: 'old', refresh_token: null, is_agree: null });
  });

  it('removes tokens', () => {
    const store = createPersistStore(localStorage);
    store.getState().actions.setTokens('a', 'r');
    store.getState().actions.clearTokens();
    expect(store.getState()).toMatchObject({ access_token: null, refresh_token: null });
  });
});
