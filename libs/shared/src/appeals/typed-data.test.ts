import { TypedDataEncoder, Wallet, verifyTypedData } from 'ethers';
import { APPEAL_TYPES, appealDomain, appealTextLength, type AppealMessage } from './typed-data';

const challenge = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('appeal typed data', () => {
  const wallet = Wallet.createRandom();
  const message: AppealMessage = { account: wallet.address, category: 'not_listed', text: 'I held GM on 1 May', issuedAt: 1_800_000_000n };

  it('recovers the signer under the same chain and contract', async () => {
    const signature = await wallet.signTypedData(appealDomain(56, challenge), APPEAL_TYPES, message);
    expect(verifyTypedData(appealDomain(56, challenge), APPEAL_TYPES, message, signature)).toBe(wallet.address);
  });

  it('binds the chain and the deployment: another chain or contract recovers someone else', async () => {
    const signature = await wallet.signTypedData(appealDomain(56, challenge), APPEAL_TYPES, message);
    expect(verifyTypedData(appealDomain(97, challenge), APPEAL_TYPES, message, signature)).not.toBe(wallet.address);
    const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    expect(verifyTypedData(appealDomain(56, other), APPEAL_TYPES, message, signature)).not.toBe(wallet.address);
  });

  it('hashes the text: an edited text is another message', () => {
    const hash = (text: string): string => TypedDataEncoder.hash(appealDomain(56, challenge), APPEAL_TYPES, { ...message, text });
    expect(hash('a')).not.toBe(hash('b'));
  });

  it('counts code points, so an emoji is one character', () => {
    expect(appealTextLength('ab😀')).toBe(3);
  });
});
