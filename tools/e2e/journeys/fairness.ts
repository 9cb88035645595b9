/**
 * Issue 39: bets under two betting tables, then /fairness and a verifier page checked against the verifier command
 * (tools/verify/main.ts) run from the chain alone — the same figures to the wei.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatTokenAmount } from '@gm-claim/shared/amount';
import { challengeDomain, EIP712_TYPES } from '@gm-claim/shared/eip712';
import { observedFigures } from '@gm-claim/shared/fairness/observed';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { Contract, getAddress, Wallet, toBeHex } from 'ethers';
import { DESKTOP, MOBILE } from '../browser';
import { switchLanguage, UI_TIMEOUT, visible } from '../journey';
import { expectPhoneScreen, expectScreen } from '../screen-checks';
import { REPO_ROOT, vrfControl, waitForIndex } from '../stack';
import { devPrivateKey } from '../wallet';
import { chainProvider, journey, RESULTS, stack } from './context';

const run = promisify(execFile);
const GM = 10n ** 18n;
/** Accounts no other journey uses; 19 is the API's signer on the local stack. */
const BETTORS = [27, 28];
const SIGNER = 19;

interface CommandTotals {
  multiple: number;
  bets: number;
  wins: number;
  staked: string;
  returned: string;
  expectedScaled: string;
  varianceScaled: string;
}

/** The command as a user runs it (`npx tsx …`), here through the repository's own tsx. */
async function verifyCommand(args: string[]): Promise<string> {
  const { stdout } = await run(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['tools/verify/main.ts', ...args], {
    cwd: REPO_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

const percent = (value: number | null): string => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

export function fairnessJourneys(): void {
  journey(
    'issue 39 – bets under two tables – /fairness and a verifier page agree with the verifier command run from the chain alone',
    async (j) => {
      const provider = chainProvider();
      const vrf = vrfControl(stack);
      const wasAuto = (await vrf.status()).auto;
      try {
        const { contracts, chainId } = stack.deployment;
        const signer = new Wallet(devPrivateKey(SIGNER));
        // The local stack's API signs with dev account 19 (contracts/scripts/local-chain-deploy.ts): so does this bettor's script.
        const contractSigner = (await new Contract(contracts.GMChallenge, gmChallengeAbi, provider).getFunction(
          'signer',
        )()) as string;
        expect(getAddress(contractSigner)).toBe(signer.address);
        const wallets = BETTORS.map((account) => new Wallet(devPrivateKey(account), provider));
        for (const wallet of wallets) await provider.send('hardhat_setBalance', [wallet.address, toBeHex(10n ** 20n)]);
        await vrf.setAuto(false);

        let nonce = BigInt(Date.now()) * 1_000n;
        const registered = new Set<string>();
        const requestIds: string[] = [];
        /** One 100 GM x4 bet, fulfilled with `word` (mod 10000 decides it). */
        const bet = async (wallet: Wallet, word: string): Promise<string> => {
          const challenge = new Contract(contracts.GMChallenge, gmChallengeAbi, wallet);
          const latest = await provider.getBlock('latest');
          const deadline = BigInt((latest?.timestamp ?? 0) + 3_600);
          nonce += 1n;
          const [probBps, lossBps] = (await challenge.getFunction('bettingTable')(100n * GM, 4n)) as [bigint, bigint];
          const price = ((await challenge.getFunction('estimateVrfCost')(10n ** 10n)) as bigint) * 2n;
          const overrides = { value: price, gasLimit: 800_000 };
          const domain = challengeDomain(chainId, contracts.GMChallenge);
          // A bettor's first bet registers its 5,000 GM in the same transaction (as the app does), the rest only bet.
          const tx = registered.has(wallet.address)
            ? await challenge.getFunction('bet')(
                100n * GM,
                4n,
                probBps,
                lossBps,
                nonce,
                deadline,
                await signer.signTypedData(
                  domain,
                  { Authorize: [...EIP712_TYPES.Authorize] },
                  { user: wallet.address, nonce, deadline },
                ),
                overrides,
              )
            : await challenge.getFunction('registerAndBet')(
                5_000n * GM,
                100n * GM,
                4n,
                probBps,
                lossBps,
                nonce,
                deadline,
                await signer.signTypedData(
                  domain,
                  { Register: [...EIP712_TYPES.Register] },
                  { user: wallet.address, amount: 5_000n * GM, nonce, deadline },
                ),
                overrides,
              );
          registered.add(wallet.address);
          const receipt = await tx.wait();
          const requested = receipt.logs
            .map((log: { topics: string[]; data: string }) => challenge.interface.parseLog(log))
            .find((parsed: { name: string } | null) => parsed?.name === 'BetRequested');
          const requestId = String(requested.args.requestId);
          await vrf.fulfil(requestId, [word]);
          requestIds.push(requestId);
          return requestId;
        };
        // The first table (15% / 70% at x4): three losses and a win.
        for (const [index, word] of ['9000', '100', '5000', '7777'].entries())
          await bet(wallets[index % 2] as Wallet, word);
        await stack.ownerTask(['set-betting-table', '100', '4', '2000', '6000']);
        // The second table (20% / 60%): a win at 1999 (a loss under the first), then losses.
        const underSecond = await bet(wallets[0] as Wallet, '1999');
        for (const [index, word] of ['2000', '8500', '4321'].entries()) await bet(wallets[index % 2] as Wallet, word);
        await stack.ownerTask(['set-betting-table', '100', '4', '1500', '7000']);
        const head = await provider.getBlockNumber();
        await waitForIndex(stack, head);

        const base = ['--rpc', stack.urls.rpc, '--contract', contracts.GMChallenge, '--from-block', '0'];
        // The printed report, for the evidence below, read meanwhile.
        const printed = verifyCommand([...base, '--to-block', String(head)]);
        printed.catch(() => undefined); // awaited below; a failure before then must not go unhandled
        const report = JSON.parse(await verifyCommand([...base, '--to-block', String(head), '--json'])) as {
          totals: CommandTotals[];
          tableChanges: Array<{
            unit: string;
            multiple: number;
            probBps: number;
            lossBps: number;
            blockNumber: number;
          }>;
          oddsMismatches: string[];
        };
        expect(report.oddsMismatches).toEqual([]);
        const x4 = report.totals.find((row) => row.multiple === 4);
        expect(x4).toBeDefined();
        const totals = x4 as CommandTotals;
        const figures = observedFigures({
          ...totals,
          staked: BigInt(totals.staked),
          returned: BigInt(totals.returned),
          expectedScaled: BigInt(totals.expectedScaled),
          varianceScaled: BigInt(totals.varianceScaled),
        });

        const { page, errors } = await j.open(DESKTOP, { path: '/fairness' });
        const row = await visible(page.getByTestId('observed-x4'), UI_TIMEOUT);
        expect((await row.getByTestId('settled').textContent())?.trim()).toBe(`${totals.bets} (${totals.wins} won)`);
        expect((await row.getByTestId('staked').textContent())?.trim()).toBe(
          `${formatTokenAmount(BigInt(totals.staked))} GM`,
        );
        expect((await row.getByTestId('returned').textContent())?.trim()).toBe(
          `${formatTokenAmount(BigInt(totals.returned))} GM`,
        );
        expect((await row.getByTestId('observed-rtp').textContent())?.trim()).toBe(percent(figures.observedRtp));
        expect((await row.getByTestId('expected-rtp').textContent())?.trim()).toBe(percent(figures.expectedRtp));
        expect((await row.getByTestId('interval').textContent())?.trim()).toBe(
          `${percent(figures.interval?.low ?? null)} – ${percent(figures.interval?.high ?? null)}`,
        );
        // Every table change the command found, with its block, on the page.
        const changes = (await page.getByTestId('table-change').allTextContents()).join('\n');
        for (const change of report.tableChanges.filter(
          (item) => item.unit === String(100n * GM) && item.multiple === 4,
        )) {
          expect(changes).toContain(
            `Block ${change.blockNumber}: x4 with a 100 GM stake — win chance ${change.probBps / 100}%, loss share ${change.lossBps / 100}%`,
          );
        }
        // The table in force now (the first again): 15% × 4 + 85% × 30% = 85.5 GM back per 100 staked.
        await visible(
          page.getByTestId('edge-plain').getByText('For every 100 GM staked at x4 you get back 85.5 GM on average.'),
        );
        await expectScreen(page, '/fairness with the house edge and observed return');

        // The verifier page of the win under the second table, and the command it names.
        await page.goto(`${stack.urls.web}/challenge/${underSecond}`);
        const shown = (await visible(page.getByTestId('verify-command'), UI_TIMEOUT)).textContent() as Promise<
          string | null
        >;
        const command = ((await shown) ?? '').trim();
        expect(command).toMatch(
          new RegExp(
            `^npx tsx tools/verify/main\\.ts --rpc \\S+ --contract ${contracts.GMChallenge} --from-block \\d+ --id ${underSecond}$`,
          ),
        );
        const steps = await verifyCommand(command.replace(/^npx tsx tools\/verify\/main\.ts /, '').split(' '));
        // What a reader sees, kept beside the screenshots.
        const evidence = path.join(RESULTS, 'fairness-shots');
        mkdirSync(evidence, { recursive: true });
        writeFileSync(path.join(evidence, 'verify-challenge.txt'), `$ ${command}\n${steps}`);
        writeFileSync(path.join(evidence, 'verify-all.txt'), await printed);
        expect(steps).toContain(`4. Recomputed: randomWord mod 10000 = 1999 < probBps 2000 → WIN`);
        expect(steps).toContain('agrees with the recomputed outcome');
        expect(steps).toMatch(
          /2\. Table row in force: set at block \d+, tx 0x[0-9a-f]{64}: probBps 2000, lossBps 6000 → matches the recorded odds/,
        );
        await visible(page.getByTestId('formula').filter({ hasText: '1999 < probBps 2000 → WIN' }), UI_TIMEOUT);
        await visible(page.getByTestId('contract-outcome').filter({ hasText: /^WIN$/ }));
        expect(errors).toEqual([]);

        // On a 320 px phone in Russian: every section fits, Russian numbers (not "85.5%"), axe clean.
        const phone = await j.open({ ...MOBILE, viewport: { width: 320, height: 640 } }, { path: '/fairness' });
        await visible(phone.page.getByTestId('edge-x4'), UI_TIMEOUT);
        await switchLanguage(phone.page, 'ru');
        await visible(
          phone.page
            .getByTestId('edge-plain')
            .getByText('С каждых 100 GM, поставленных на x4, вы в среднем получаете обратно 85,5 GM.'),
          UI_TIMEOUT,
        );
        expect((await phone.page.getByTestId('edge-x4').getByTestId('rtp').textContent())?.trim()).toMatch(/^85,5\s%$/);
        await visible(phone.page.getByTestId('observed-x4'), UI_TIMEOUT);
        await visible(phone.page.getByTestId('vrf-key-hash'), UI_TIMEOUT);
        await expectPhoneScreen(phone.page, '/fairness in Russian at 320 px');
        const shots = path.join(RESULTS, 'fairness-shots');
        mkdirSync(shots, { recursive: true });
        await phone.page.screenshot({
          path: path.join(shots, 'fairness-ru-320.png'),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        await phone.page.goto(`${stack.urls.web}/challenge/${underSecond}`);
        await visible(phone.page.getByTestId('formula').filter({ hasText: '→ ВЫИГРЫШ' }), UI_TIMEOUT);
        await expectPhoneScreen(phone.page, '/challenge/<id> in Russian at 320 px');
        await phone.page.screenshot({
          path: path.join(shots, 'verifier-ru-320.png'),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        expect(phone.errors).toEqual([]);
      } finally {
        await vrf.setAuto(wasAuto);
        provider.destroy();
      }
    },
  );
}
