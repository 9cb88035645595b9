import { challengeDomain, EIP712_TYPES } from '@gm-claim/shared';
import { hexlify, randomBytes, Wallet } from 'ethers';
import { createChallengeSigner } from './signer';

const CHALLENGE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('createChallengeSigner', () => {
  const wallet = Wallet.createRandom();
  const signer = createChallengeSigner(wallet.privateKey, 31337, CHALLENGE);
  const domain = challengeDomain(31337, CHALLENGE);

  it('signRegister – same bytes as ethers signTypedData (RFC 6979, low-s)', async () => {
    const message = { user: Wallet.createRandom().address, amount: 123n * 10n ** 18n, nonce: 2n ** 255n + 7n, deadline: 1_800_000_000n };
    const expected = await wallet.signTypedData(domain, { Register: [...EIP712_TYPES.Register] }, message);
    expect(signer.signRegister(message)).toBe(expected);
  });

  it('signAuthorize – same bytes as ethers signTypedData', async () => {
    const message = { user: Wallet.createRandom().address, nonce: 1n, deadline: 1_800_000_000n };
    const expected = await wallet.signTypedData(domain, { Authorize: [...EIP712_TYPES.Authorize] }, message);
    expect(signer.signAuthorize(message)).toBe(expected);
  });

  it('signRegister, signAuthorize – 80 random messages (full-width values, any-case users) – same bytes as ethers', async () => {
    for (let i = 0; i < 40; i++) {
      const word = (): bigint => BigInt(hexlify(randomBytes(32))) >> BigInt(i % 256);
      const user = Wallet.createRandom().address;
      const register = { user: i % 2 ? user : user.toLowerCase(), amount: word(), nonce: word(), deadline: word() };
      expect(signer.signRegister(register)).toBe(await wallet.signTypedData(domain, { Register: [...EIP712_TYPES.Register] }, register));
      const authorize = { user, nonce: word(), deadline: BigInt(i) };
      expect(signer.signAuthorize(authorize)).toBe(await wallet.signTypedData(domain, { Authorize: [...EIP712_TYPES.Authorize] }, authorize));
    }
  });

  it('a value outside uint256 or a malformed user – throws, as ethers does', () => {
    const user = Wallet.createRandom().address;
    expect(() => signer.signAuthorize({ user, nonce: 1n << 256n, deadline: 1n })).toThrow(RangeError);
    expect(() => signer.signAuthorize({ user, nonce: -1n, deadline: 1n })).toThrow(RangeError);
    expect(() => signer.signAuthorize({ user: '0x1234', nonce: 1n, deadline: 1n })).toThrow(TypeError);
  });

  it('address – is the address of the key', () => {
    expect(signer.address).toBe(wallet.address);
  });

  it('invalid key – throws', () => {
    expect(() => createChallengeSigner(`0x${'00'.repeat(32)}`, 1, CHALLENGE)).toThrow(/private key/);
  });
});
