/** What the wallet can do to a sign-in: none installed, a rejection, the wrong chain, a chain it does not know. */
import { DESKTOP } from '../browser';
import { connectAndSign, eventually, screenshot, shortAddress, signIn, toast, toastsSeen, visible } from '../journey';
import { expectScreen } from '../screen-checks';
import { address, BSC_MAINNET_CHAIN_ID, journey, stack } from './context';

/** Accounts 7 (rejections), 8 (wrong chain), 11 (unknown chain). */
export function walletJourneys(): void {
  journey(
    'no wallet installed – MetaMask and Trust Wallet – install page and "Please use after installing …"',
    async (j) => {
      const { page, popups } = await j.open(DESKTOP);
      for (const [name, installUrl] of [
        ['MetaMask', 'https://metamask.io/download/'],
        ['Trust Wallet', 'https://trustwallet.com/download'],
      ] as const) {
        await (await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }))).click();
        const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
        await connect.getByRole('button', { name }).click();
        const message = await visible(
          page.getByRole('dialog').filter({ hasText: `Please use after installing ${name}` }),
        );
        if (name === 'MetaMask') {
          await expectScreen(page, 'message modal');
          await screenshot(page, 'desktop-15-message-modal');
        }
        await eventually(
          `the ${name} install page`,
          () => popups,
          (urls) => urls.includes(installUrl),
        );
        await message.getByRole('button', { name: 'OKAY' }).click();
        await message.waitFor({ state: 'hidden' });
        await visible(page.getByRole('button', { name: 'CONNECT WALLET' }));
      }
    },
  );

  journey(
    'user rejects the connection, then the sign-in signature – a toast each time, disconnected, can retry; with reduced motion the toast stays to be read',
    async (j) => {
      // A user who asked the system for less motion: the toasts still stay their 4 s.
      const { page, wallet } = await j.open({ ...DESKTOP, reducedMotion: 'reduce' }, { account: 7 });
      wallet?.rejectNext('eth_requestAccounts');
      await (await visible(page.getByRole('button', { name: 'CHECK ELIGIBILITY' }))).click();
      const connect = await visible(page.getByRole('dialog', { name: 'CONNECT WALLET' }));
      await connect.getByRole('button', { name: /MetaMask/ }).click();
      await toast(page, 'Connection request cancelled in your wallet.');
      // It stays its 4 s (with the progress bar shortened it was gone within a second): how long it was on the page,
      // by the page's own clock from the moment it appeared to the moment it left, so a slow test cannot miss it.
      const cancelled = await eventually(
        'the cancelled-connection toast gone',
        async () => (await toastsSeen(page)).find((each) => each.text.includes('Connection request cancelled in your wallet.')),
        (each) => each?.gone !== undefined,
      );
      expect(cancelled!.gone! - cancelled!.at).toBeGreaterThanOrEqual(3_900);
      await connect.waitFor({ state: 'hidden' });
      await visible(page.getByRole('button', { name: 'CONNECT WALLET' }));

      wallet?.rejectNext('personal_sign');
      const sign = await connectAndSign(page);
      await toast(page, 'User rejected the request.');
      await sign.waitFor({ state: 'hidden' });
      await visible(page.getByRole('button', { name: 'CONNECT WALLET' }));
      await signIn(page);
      await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
    },
  );

  journey('wallet on the wrong chain – the app switches it, then signs in', async (j) => {
    const { page, wallet, errors } = await j.open(DESKTOP, { account: 8, initialChainId: BSC_MAINNET_CHAIN_ID });
    await signIn(page);
    await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
    await visible(page.getByTestId('total-eligible').filter({ hasText: '2,000 GM' }));
    const methods = wallet?.requests.map((request) => request.method) ?? [];
    const switches = wallet?.requests.filter((request) => request.method === 'wallet_switchEthereumChain') ?? [];
    expect(switches.map((request) => request.params)).toEqual([
      [{ chainId: `0x${stack.deployment.chainId.toString(16)}` }],
    ]);
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(methods.indexOf('personal_sign'));
    expect(errors).toEqual([]);
  });

  journey(
    'wallet that does not know the chain – switch fails with 4902, the app adds the chain, then signs in',
    async (j) => {
      const { page, wallet, errors } = await j.open(DESKTOP, {
        account: 11,
        initialChainId: BSC_MAINNET_CHAIN_ID,
        knowsChain: false,
      });
      await signIn(page);
      await visible(page.getByRole('heading', { name: 'Your GM Eligibility' }));
      await visible(page.getByTestId('total-eligible').filter({ hasText: '1,500 GM' }));
      await visible(page.getByRole('button', { name: shortAddress(address(11)) }));
      const chainId = `0x${stack.deployment.chainId.toString(16)}`;
      const requests = wallet?.requests ?? [];
      const methods = requests.map((request) => request.method);
      const switchAt = methods.indexOf('wallet_switchEthereumChain');
      expect(requests[switchAt]?.params).toEqual([{ chainId }]);
      expect(requests[switchAt]?.error?.code).toBe(4902);
      const add = requests.filter((request) => request.method === 'wallet_addEthereumChain');
      expect(add).toHaveLength(1);
      expect(add[0]?.error).toBeUndefined();
      expect(add[0]?.params).toEqual([
        expect.objectContaining({
          chainId,
          rpcUrls: [stack.urls.rpc],
          nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
        }),
      ]);
      expect(switchAt).toBeLessThan(methods.indexOf('wallet_addEthereumChain'));
      expect(methods.indexOf('wallet_addEthereumChain')).toBeLessThan(methods.indexOf('personal_sign'));
      expect(errors).toEqual([]);
    },
  );
}
