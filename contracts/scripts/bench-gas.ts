import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { network } from 'hardhat';
import type { VestingWallet } from '../types/index.js';
import { authorize, placeBet, registration, requestIdOf, wordWithRoll } from '../test/helpers/actions.js';
import { deployGm, GM } from '../test/helpers/deploy.js';

/**
 * Gas benchmark on the simulated network. Writes <repo>/bench-results/gas.json. The ozVestingWallet* figures are
 * OpenZeppelin's VestingWallet.release(token) deployed and called in the same run, as the anchor for GMVesting.claim.
 */
const BUDGETS = { fulfill: 60_000n };

const connection = await network.create();
const { ethers, networkHelpers } = connection;
const tge = (await networkHelpers.time.latest()) + 86_400;
const gm = await deployGm(connection, { tge });
const [alice, bob, carol, dave, erin] = gm.users;

async function gasOf(tx: Promise<{ wait(): Promise<{ gasUsed: bigint } | null> }>): Promise<bigint> {
  const receipt = await (await tx).wait();
  if (!receipt) throw new Error('no receipt');
  return receipt.gasUsed;
}

const results: Record<string, bigint> = {};

// GMVesting: a 6-month schedule, first claim (TGE part + month 1) and a later monthly claim.
const backer = gm.vestings.BACKER;
const monthly = Array.from({ length: 6 }, () => 1_000n * GM);
await gm.token.approve(await backer.getAddress(), 7_000n * GM);
results.createSchedule6 = await gasOf(backer.createVestingSchedule(alice.address, 1_000n * GM, 15, monthly));
const month1 = Number(await backer.calculateReleaseTimestamp(tge, 1, 15));
const month2 = Number(await backer.calculateReleaseTimestamp(tge, 2, 15));
await networkHelpers.time.increaseTo(month1);
results.gmVestingClaimFirst = await gasOf(backer.connect(alice).claim(1n));
await networkHelpers.time.increaseTo(month2);
results.gmVestingClaimLater = await gasOf(backer.connect(alice).claim(1n));

// OpenZeppelin VestingWallet for the same beneficiary shape (fresh beneficiary, funded in GM).
const start = await networkHelpers.time.latest();
const wallet = (await ethers.deployContract('VestingWallet', [bob.address, start, 180 * 86_400])) as VestingWallet;
await gm.token.transfer(await wallet.getAddress(), 7_000n * GM);
await networkHelpers.time.increase(30 * 86_400);
results.ozVestingWalletReleaseFirst = await gasOf(wallet['release(address)'](await gm.token.getAddress()));
await networkHelpers.time.increase(30 * 86_400);
results.ozVestingWalletReleaseLater = await gasOf(wallet['release(address)'](await gm.token.getAddress()));

// GMChallenge.
await gm.challenge.registerBalances([carol.address], [10_000n * GM]);
const auth = await authorize(connection, gm, carol);
const betReceipt = await (
  await gm.challenge.connect(carol).bet(100n * GM, 6n, 1200, 9000, auth.nonce, auth.deadline, auth.signature, { value: GM })
).wait();
results.bet = betReceipt!.gasUsed;
const requestId = requestIdOf(betReceipt);

const reg = await registration(connection, gm, dave, 10_000n * GM);
results.registerAndBet = await gasOf(
  gm.challenge.connect(dave).registerAndBet(10_000n * GM, 100n * GM, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, {
    value: GM,
  }),
);

// The VRF callback itself, as the wrapper makes it (a loss: the branch with the most writes).
const wrapperAddress = await gm.wrapper.getAddress();
await networkHelpers.impersonateAccount(wrapperAddress);
await networkHelpers.setBalance(wrapperAddress, GM);
const wrapperSigner = await ethers.getSigner(wrapperAddress);
results.fulfill = await gasOf(gm.challenge.connect(wrapperSigner).rawFulfillRandomWords(requestId, [wordWithRoll(9_999)]));
await networkHelpers.stopImpersonatingAccount(wrapperAddress);
if ((await gm.challenge.getBetHistoryByRequestId(requestId)).resolved !== true) throw new Error('fulfil did not settle');

await placeBet(connection, gm, carol, 10n * GM, 2n).then(async (id) => {
  await gm.coordinator.fulfillRandomWordsWithOverride(id, wrapperAddress, [wordWithRoll(0)], { gasLimit: 2_000_000n });
});
const claim = await authorize(connection, gm, carol);
results.claimAndVest = await gasOf(gm.challenge.connect(carol).claimAndVest(claim.nonce, claim.deadline, claim.signature));
const regClaim = await registration(connection, gm, erin, 10_000n * GM);
results.registerAndClaimAndVest = await gasOf(
  gm.challenge.connect(erin).registerAndClaimAndVest(10_000n * GM, regClaim.nonce, regClaim.deadline, regClaim.signature),
);

const KEYS = [
  'gmVestingClaimFirst',
  'gmVestingClaimLater',
  'ozVestingWalletReleaseFirst',
  'ozVestingWalletReleaseLater',
  'createSchedule6',
  'bet',
  'registerAndBet',
  'fulfill',
  'claimAndVest',
  'registerAndClaimAndVest',
] as const;
const output = Object.fromEntries(KEYS.map((key) => [key, Number(results[key])]));

console.table(KEYS.map((key) => ({ operation: key, gas: Number(results[key]) })));
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'gas.json'), JSON.stringify(output, null, 2) + '\n');
console.log(`Wrote ${path.join(outDir, 'gas.json')}`);

const failures: string[] = [];
if (results.gmVestingClaimLater > results.ozVestingWalletReleaseLater) {
  failures.push(`gmVestingClaimLater ${results.gmVestingClaimLater} > ozVestingWalletReleaseLater ${results.ozVestingWalletReleaseLater}`);
}
if (results.fulfill > BUDGETS.fulfill) {
  failures.push(`fulfill ${results.fulfill} > ${BUDGETS.fulfill}`);
}
if (failures.length > 0) {
  console.error(`Gas budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('Budgets met: gmVestingClaimLater <= ozVestingWalletReleaseLater, fulfill <= 60,000.');
}
