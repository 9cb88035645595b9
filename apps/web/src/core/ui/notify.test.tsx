/**
 * The toasts as the real react-toastify renders them: how long each kind stays (its progress bar runs
 * for the toast's lifetime) and what a transaction's toast links to.
 */
import { render, screen, within } from '@testing-library/react';
import { TOASTS } from '@gm-claim/web-core-config';
import { notify } from './notify';
import ToastArea from './ToastArea';

const HASH = '0x5a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff0';

/** The toast showing `text` and how long its timer runs. */
async function toastWith(text: string): Promise<{ toast: HTMLElement; durationMs: string }> {
  const toast = (await screen.findByText(text)).closest('.Toastify__toast') as HTMLElement;
  const bar = within(toast).getByRole('progressbar', { hidden: true });
  return { toast, durationMs: bar.style.animationDuration };
}

describe('notify – the toasts', () => {
  it('a success toast lasts 2000 ms; an error keeps the 4000 ms default (docs/product.md#numbers)', async () => {
    render(<ToastArea />);
    notify.success('Claim successful!');
    notify.error('Claim failed. Please try again.');
    expect((await toastWith('Claim successful!')).durationMs).toBe(`${TOASTS.successDurationMs}ms`);
    expect((await toastWith('Claim failed. Please try again.')).durationMs).toBe(`${TOASTS.defaultDurationMs}ms`);
    expect(TOASTS.successDurationMs).toBe(2000);
  });

  it("a transaction's toast links to the chain's explorer in a new tab", async () => {
    render(<ToastArea />);
    notify.success('Claim successful!', { hash: HASH, chainId: 56 });
    const { toast } = await toastWith('Claim successful!');
    const link = within(toast).getByRole('link', { name: /View transaction 0x5a1b…eff0/ });
    expect(link).toHaveAttribute('href', `https://bscscan.com/tx/${HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('on testnet the link goes to testnet.bscscan.com; on the local chain only the short hash shows', async () => {
    render(<ToastArea />);
    notify.info('Challenge sent.', { hash: HASH, chainId: 97 });
    notify.success('Challenge cancelled. Your stake is back.', { hash: HASH, chainId: 31337 });
    const testnet = (await toastWith('Challenge sent.')).toast;
    expect(within(testnet).getByRole('link')).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${HASH}`);
    const local = (await toastWith('Challenge cancelled. Your stake is back.')).toast;
    expect(within(local).queryByRole('link')).toBeNull();
    expect(within(local).getByText('Transaction 0x5a1b…eff0')).toHaveAttribute('title', HASH);
  });
});
