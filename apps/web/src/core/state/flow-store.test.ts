import { createUiStore, INITIAL_UI_STATE, MAIN_STEPS, mainStepIndex } from './flow-store';

describe('ui store', () => {
  it('maps MAIN, VERIFY, MISSION, METHOD, CLAIM to 0–4', () => {
    expect(MAIN_STEPS.map(mainStepIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(mainStepIndex('CLAIM')).toBe(4);
  });

  it('starts at MAIN, STEP1, VESTING, not loading, empty texts and object', () => {
    expect(INITIAL_UI_STATE).toMatchObject({ isLoading: false, mainStep: 'MAIN', step: 'STEP1', type: 'VESTING', inputAddress: '', txHash: '', betResult: {} });
  });

  it('sets and resets fields', () => {
    const store = createUiStore();
    store.getState().actions.setMainStep('METHOD');
    store.getState().actions.setType('BETTING');
    store.getState().actions.setLoading(true);
    expect(store.getState()).toMatchObject({ mainStep: 'METHOD', type: 'BETTING', isLoading: true });
    store.getState().actions.reset();
    expect(store.getState().mainStep).toBe('MAIN');
  });
});
