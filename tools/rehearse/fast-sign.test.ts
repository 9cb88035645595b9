import { Transaction, Wallet } from 'ethers';
import { signPersonalMessage, signTransaction } from './fast-sign';

describe('fast-sign', () => {
  const wallet = Wallet.createRandom();

  it('signPersonalMessage – the same signature as ethers signMessage', async () => {
    const message = 'claim.rehearsal.local wants you to sign in with your Ethereum account:\n…';
    expect(signPersonalMessage(wallet, message)).toBe(await wallet.signMessage(message));
  });

  it('signTransaction – the same raw transaction as ethers signTransaction', async () => {
    const tx = Transaction.from({ type: 0, chainId: 31337, nonce: 7, gasPrice: 10n ** 9n, gasLimit: 300_000n, to: wallet.address, data: '0x1234', value: 5n });
    expect(signTransaction(wallet, tx)).toBe(await wallet.signTransaction(tx));
  });
});
