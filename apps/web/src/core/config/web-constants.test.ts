import { GAS_LIMITS, TIMING, TOASTS, VRF } from './web-constants';

describe("the web's constants", () => {
  it('gas, VRF, timing – the specified numbers', () => {
    expect(GAS_LIMITS).toEqual({ bet: 450_000n, claim: 800_000n });
    expect(Number(VRF.costMultiplierNumerator) / Number(VRF.costMultiplierDenominator)).toBe(1.5);
    expect(VRF.highFeeThresholdWei).toBe(5n * 10n ** 15n);
    expect(TIMING.betPollMs).toBe(2_000);
    expect(TIMING.contractAddressRefetchMs).toBe(36_000);
    expect(TOASTS).toMatchObject({ defaultDurationMs: 4_000, successDurationMs: 2_000, maxToasts: 20 });
  });
});
