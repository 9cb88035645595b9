import { FAKE_CONTRACTS } from '@gm-claim/web-core-chain/testing';
import { deploymentContracts, namedContractCalls } from './deployment-contracts';

/** The configured GMChallenge (…c1) and five GMVesting instances (…a1 to …a5), lowercase. */
const CONFIGURED = { GMChallenge: FAKE_CONTRACTS.GMChallenge, GMVesting: FAKE_CONTRACTS.GMVesting };
const TOKEN = '0x00000000000000000000000000000000000000D1';
const WRAPPER = '0x00000000000000000000000000000000000000e1';
const VERIFIER = '0x00000000000000000000000000000000000000f1';

describe('deploymentContracts (the recipients "Send to another address" refuses)', () => {
  it('lists GMChallenge, the five GMVesting instances, the token, the VRF wrapper and the verifiers, once each and checksummed', () => {
    // What the chain answers: the token from GMChallenge and each vesting, one verifier shared by all.
    const named = [TOKEN, WRAPPER, VERIFIER, ...Array(5).fill(TOKEN.toLowerCase()), ...Array(5).fill(VERIFIER)];
    const list = deploymentContracts(CONFIGURED, named);
    expect(list).toHaveLength(9);
    expect(list.map((address) => address.toLowerCase())).toEqual([
      CONFIGURED.GMChallenge,
      ...Object.values(CONFIGURED.GMVesting),
      TOKEN.toLowerCase(),
      WRAPPER,
      VERIFIER,
    ]);
    expect(list).toContain('0x00000000000000000000000000000000000000d1'.replace('d1', 'D1'));
  });

  it('leaves out the zero address (a verifier not set) and, before the chain is read, holds the configured contracts', () => {
    expect(deploymentContracts(CONFIGURED, [`0x${'0'.repeat(40)}`])).toHaveLength(6);
    expect(deploymentContracts(CONFIGURED)).toHaveLength(6);
  });

  it('reads the token, VRF wrapper and verifier of GMChallenge and the token and verifier of each GMVesting', () => {
    const calls = namedContractCalls(CONFIGURED);
    expect(calls.map((call) => `${call.target.slice(-2)}.${call.label}`)).toEqual([
      'c1.token',
      'c1.i_vrfV2PlusWrapper',
      'c1.signatureVerifier',
      'a1.token',
      'a2.token',
      'a3.token',
      'a4.token',
      'a5.token',
      'a1.signatureVerifier',
      'a2.signatureVerifier',
      'a3.signatureVerifier',
      'a4.signatureVerifier',
      'a5.signatureVerifier',
    ]);
  });
});
