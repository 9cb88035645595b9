import { STORAGE } from '@gm-claim/web-core-config';
import { createPersistStore, followOtherTabs } from './persist-store';

describe('persist store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps access_token, refresh_token and is_agree under one local-storage key', () => {
    const store = createPersistStore(localStorage);
    store.getState().actions.signedIn('access', 'refresh');
    store.getState().actions.termsAccepted();
    const saved = JSON.parse(localStorage.getItem(STORAGE.storeName) as string) as {
      state: Record<string, unknown>;
      version: number;
    };
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

  it('signed out: both tokens go, the accepted terms stay', () => {
    const store = createPersistStore(localStorage);
    store.getState().actions.signedIn('a', 'r');
    store.getState().actions.termsAccepted();
    store.getState().actions.signedOut();
    expect(store.getState()).toMatchObject({ access_token: null, refresh_token: null, is_agree: 'true' });
  });

  it('follows another tab: a write to the entry elsewhere is read again', async () => {
    const store = createPersistStore(localStorage);
    const target = new EventTarget();
    const stop = followOtherTabs(store, target);
    localStorage.setItem(
      STORAGE.storeName,
      JSON.stringify({ state: { access_token: 'from-tab-2', refresh_token: 'r2', is_agree: null }, version: 1 }),
    );
    target.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE.storeName }));
    await Promise.resolve();
    expect(store.getState()).toMatchObject({ access_token: 'from-tab-2', refresh_token: 'r2' });
    stop();
  });
});
