import { RELAY_INTERFACE } from './kinds';
import { decodeRevert, revertRefusal } from './revert';

const encode = (name: string, args: unknown[] = []): string => RELAY_INTERFACE.encodeErrorResult(name, args);

describe('revertRefusal', () => {
  it.each([
    ['GMChallenge_SignatureExpired', 400, 'EXPIRED'],
    ['GMChallenge_NonceAlreadyUsed', 409, 'REPLAYED'],
    ['GMChallenge_AlreadyClaimed', 409, 'REPLAYED'],
    ['GMChallenge_InvalidSignature', 401, 'INVALID_SIGNATURE'],
    ['GMChallenge_ZeroAddress', 400, 'INVALID_RECIPIENT'],
    ['GMChallenge_ClaimsNotOpen', 422, 'NOTHING_TO_CLAIM'],
    ['GMChallenge_NotRegistered', 422, 'WOULD_REVERT'],
  ])('a simulated %s – %i %s naming the error, nothing spent', (name, status, code) => {
    const fragment = RELAY_INTERFACE.getError(name);
    const args =
      fragment?.inputs.map((input) => (input.type === 'address' ? '0x0000000000000000000000000000000000000001' : 1n)) ??
      [];
    const refusal = revertRefusal(encode(name, args));
    expect({ status: refusal.status, code: refusal.code, reason: refusal.extra.reason }).toEqual({
      status,
      code,
      reason: name,
    });
    expect(refusal.message).toMatch(new RegExp(`${name}\\(.*\\)\\)\\. Nothing was sent and no gas was spent\\.$`));
  });

  it('a release not due (GMVesting_NothingToClaim with its schedule id) – 422 NOTHING_TO_CLAIM', () => {
    const refusal = revertRefusal(encode('GMVesting_NothingToClaim', [7n]));
    expect(refusal).toMatchObject({ status: 422, code: 'NOTHING_TO_CLAIM' });
    expect(refusal.message).toContain('GMVesting_NothingToClaim(');
    expect(refusal.message).toContain('=7');
  });

  it('an unknown selector or an empty revert – 422 WOULD_REVERT saying what it saw', () => {
    expect(decodeRevert('0xdeadbeef').text).toContain('0xdeadbeef');
    expect(revertRefusal('0x')).toMatchObject({ status: 422, code: 'WOULD_REVERT' });
    expect(decodeRevert('0x').text).toMatch(/without a reason/);
  });
});
