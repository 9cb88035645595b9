import { proofClaimStatus, type ProofClaimState } from './claim-with-proof';

const open: ProofClaimState = {
  now: 2_000n,
  missionsGateEndsAt: 1_000n,
  claimsOpenAt: 500n,
  claimDeadline: 0n,
  isRegistered: false,
  hasClaimedAndVested: false,
};

describe('proofClaimStatus: what the proof claim panel offers, by the contract rules', () => {
  it('offers the claim once the missions gate has ended inside the window, registered or not', () => {
    expect(proofClaimStatus(open)).toEqual({ kind: 'ready', registered: false });
    expect(proofClaimStatus({ ...open, isRegistered: true })).toEqual({ kind: 'ready', registered: true });
    // The gate's own second: the contract accepts an empty signature from then on.
    expect(proofClaimStatus({ ...open, now: 1_000n })).toEqual({ kind: 'ready', registered: false });
  });

  it('says the missions come first while the gate lasts, with its end when one is set', () => {
    expect(proofClaimStatus({ ...open, missionsGateEndsAt: 0n })).toEqual({ kind: 'missions-required', endsAt: null });
    expect(proofClaimStatus({ ...open, now: 999n })).toEqual({ kind: 'missions-required', endsAt: 1_000n });
  });

  it('follows the claim window: not yet open, open in the deadline second, closed after it', () => {
    expect(proofClaimStatus({ ...open, claimsOpenAt: 3_000n })).toEqual({ kind: 'not-open', openAt: 3_000n });
    expect(proofClaimStatus({ ...open, claimDeadline: 2_000n })).toEqual({ kind: 'ready', registered: false });
    expect(proofClaimStatus({ ...open, claimDeadline: 1_999n })).toEqual({ kind: 'closed', deadline: 1_999n });
  });

  it('says claimed whatever the rest', () => {
    expect(proofClaimStatus({ ...open, hasClaimedAndVested: true, missionsGateEndsAt: 0n })).toEqual({
      kind: 'claimed',
    });
  });
});
