import { createFlowStore, INITIAL_FLOW_STATE, MAIN_STEPS, mainStepIndex } from './flow-store';

describe('flow store', () => {
  it('maps MAIN, VERIFY, MISSION, METHOD, CLAIM to 0–4', () => {
    expect(MAIN_STEPS.map(mainStepIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(mainStepIndex('CLAIM')).toBe(4);
  });

  it('starts at MAIN, STEP1, VESTING, not loading, empty texts', () => {
    expect(INITIAL_FLOW_STATE).toMatchObject({
      isLoading: false,
      mainStep: 'MAIN',
      claimMethod: 'VESTING',
      claimStep: 'STEP1',
      inputAddress: '',
      txHash: '',
    });
  });

  it('vesting confirmed → CLAIM / VESTING / STEP1 (docs/product.md#journey)', () => {
    const store = createFlowStore({ ...INITIAL_FLOW_STATE, mainStep: 'METHOD', claimMethod: 'BETTING', claimStep: 'STEP2' });
    store.getState().actions.vestingConfirmed();
    expect(store.getState()).toMatchObject({ mainStep: 'CLAIM', claimMethod: 'VESTING', claimStep: 'STEP1' });
  });

  it('bet sent → CLAIM / BETTING with its hash; mined clears the hash; cancelled → METHOD', () => {
    const store = createFlowStore();
    store.getState().actions.betSent('0xabc');
    expect(store.getState()).toMatchObject({ mainStep: 'CLAIM', claimMethod: 'BETTING', txHash: '0xabc' });
    store.getState().actions.betMined();
    expect(store.getState().txHash).toBe('');
    store.getState().actions.betCancelled();
    expect(store.getState().mainStep).toBe('METHOD');
  });

  it.each([
    [{ kind: 'claimed' } as const, { mainStep: 'CLAIM', claimMethod: 'VESTING' }],
    [{ kind: 'challenge', requestId: '7' } as const, { mainStep: 'CLAIM', claimMethod: 'BETTING' }],
    [{ kind: 'ready', missionsCleared: true } as const, { mainStep: 'METHOD' }],
    [{ kind: 'ready', missionsCleared: false } as const, { mainStep: 'VERIFY' }],
  ])('standing %j → %j', (standing, expected) => {
    const store = createFlowStore();
    store.getState().actions.standingRead('0xABC', standing);
    expect(store.getState()).toMatchObject({ ...expected, placedFor: '0xabc' });
  });

  it('the wallet leaving resets the journey to MAIN', () => {
    const store = createFlowStore({ ...INITIAL_FLOW_STATE, mainStep: 'METHOD', placedFor: '0xabc', inputAddress: 'x' });
    store.getState().actions.walletLeft();
    expect(store.getState()).toMatchObject({ mainStep: 'MAIN', placedFor: '', inputAddress: '' });
  });
});
