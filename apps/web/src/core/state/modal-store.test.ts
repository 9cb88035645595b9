import { createModalStore, MODAL_NAMES } from './modal-store';

describe('modal store', () => {
  it('names the eleven modals of the product', () => {
    expect(MODAL_NAMES).toHaveLength(11);
  });

  it('open pushes and makes the modal current', () => {
    const store = createModalStore();
    store.getState().actions.open('CONNECT_WALLET_MODAL');
    store.getState().actions.open('MESSAGE_MODAL', { text: 'hi', buttonText: 'OKAY' });
    expect(store.getState().modal).toBe('MESSAGE_MODAL');
    expect(store.getState().data).toEqual({ text: 'hi', buttonText: 'OKAY' });
    expect(store.getState().stack.map((entry) => entry.name)).toEqual(['CONNECT_WALLET_MODAL', 'MESSAGE_MODAL']);
  });

  it('back pops and shows the previous modal, then none', () => {
    const store = createModalStore();
    store.getState().actions.open('CHALLENGE_TERMS_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
    store.getState().actions.open('BETTING_MODAL', { selectedAmount: 10, selectedMultiplier: 2 });
    store.getState().actions.back();
    expect(store.getState().modal).toBe('CHALLENGE_TERMS_MODAL');
    expect(store.getState().data).toEqual({ selectedAmount: 10, selectedMultiplier: 2 });
    store.getState().actions.back();
    expect(store.getState().modal).toBeNull();
    expect(store.getState().stack).toEqual([]);
  });

  it('close clears the current modal and the whole stack', () => {
    const store = createModalStore();
    store.getState().actions.open('VESTING_MODAL');
    store.getState().actions.open('SIGNATURES_MODAL');
    store.getState().actions.close();
    expect(store.getState()).toMatchObject({ modal: null, data: null, stack: [] });
  });
});
