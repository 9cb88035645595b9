import { challengeDomain, EIP712_TYPES } from '@gm-claim/shared';
import { Wallet } from 'ethers';
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

  it('address – is the address of the key', () => {
    expect(signer.address).toBe(wallet.address);
  });

  it('invalid key – throws', () => {
    expect(() => createChallengeSigner(`0x${'00'.repeat(32)}`, 1, CHALLENGE)).toThrow(/private key/);
  });
});
