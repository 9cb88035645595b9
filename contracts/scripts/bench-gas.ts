import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak256, Wallet } from 'ethers';
import { network } from 'hardhat';
import type { VestingWallet } from '../types/index.js';
import {
  authorize,
  placeBet,
  registration,
  requestIdOf,
  signedClaimAndVest,
  signingContext,
  wordWithRoll,
} from '../test/helpers/actions.js';
import { allocationLeaf, hashPair, proofAtDepth } from '../test/helpers/allocations.js';
import { deployGm, GM } from '../test/helpers/deploy.js';
import { signClaim } from '../test/helpers/signatures.js';

/**
 * Gas benchmark on the simulated network: gas used by each receipt. Writes <repo>/bench-results/gas.json (the figures,
 * and every budget with its limit and whether it holds) and exits non-zero when a budget is exceeded. Anchors measured
 * in the same run: `ozVestingWallet*` is OpenZeppelin's VestingWallet.release(token) (for GMVesting.claim), and
 * `vrfWrapperRequestBare` a minimal consumer's native-paid request through the same VRFV2PlusWrapper (for bet).
 * Relayed (signed) claims are sent by another account for a beneficiary that holds no BNB, to the beneficiary itself,
 * in the same state as the direct claim they are compared with.
 */

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

// The anchor for bet: the least any consumer pays for one word in native through the same wrapper and settings.
// test/bench/BareVrfConsumer.sol is a test source, without TypeChain types: call it through its ABI.
const bare = await ethers.deployContract('BareVrfConsumer', [await gm.wrapper.getAddress()]);
results.vrfWrapperRequestBare = await gasOf(
  bare.getFunction('request')(await gm.challenge.callbackGasLimit(), await gm.challenge.requestConfirmations(), {
    value: GM,
  }),
);

// GMVesting: a 6-month schedule, first claim (TGE part + month 1) and a later monthly claim; the same schedule of a
// beneficiary without BNB claimed through a relayer (bob) with claimViaSig, at the same times.
const backer = gm.vestings.BACKER;
const backerAddress = await backer.getAddress();
const monthly = Array.from({ length: 6 }, () => 1_000n * GM);
await gm.token.approve(backerAddress, 7_000n * GM);
results.createSchedule6 = await gasOf(backer.createVestingSchedule(alice.address, 1_000n * GM, 15, monthly));
const sponsored = Wallet.createRandom();
await gm.token.approve(backerAddress, 7_000n * GM);
await backer.createVestingSchedule(sponsored.address, 1_000n * GM, 15, monthly);
const { chainId } = await ethers.provider.getNetwork();
async function relayedClaim(scheduleId: bigint): Promise<bigint> {
  const deadline = BigInt((await networkHelpers.time.latest()) + 600);
  const nonce = await backer.nonces(sponsored.address);
  const message = { scheduleId, recipient: sponsored.address, nonce, deadline };
  const signature = await signClaim(sponsored, message, { chainId, verifyingContract: backerAddress });
  return gasOf(backer.connect(bob).claimViaSig(scheduleId, sponsored.address, deadline, signature));
}
const month1 = Number(await backer.calculateReleaseTimestamp(tge, 1, 15));
const month2 = Number(await backer.calculateReleaseTimestamp(tge, 2, 15));
await networkHelpers.time.increaseTo(month1);
results.gmVestingClaimFirst = await gasOf(backer.connect(alice).claim(1n));
results.gmVestingClaimViaSigFirst = await relayedClaim(2n);
await networkHelpers.time.increaseTo(month2);
results.gmVestingClaimLater = await gasOf(backer.connect(alice).claim(1n));
results.gmVestingClaimViaSig = await relayedClaim(2n);

// OpenZeppelin VestingWallet for the same beneficiary shape (fresh beneficiary, funded in GM).
const start = await networkHelpers.time.latest();
const wallet = (await ethers.deployContract('VestingWallet', [bob.address, start, 180 * 86_400])) as VestingWallet;
await gm.token.transfer(await wallet.getAddress(), 7_000n * GM);
await networkHelpers.time.increase(30 * 86_400);
results.ozVestingWalletReleaseFirst = await gasOf(wallet['release(address)'](await gm.token.getAddress()));
await networkHelpers.time.increase(30 * 86_400);
results.ozVestingWalletReleaseLater = await gasOf(wallet['release(address)'](await gm.token.getAddress()));

// GMChallenge. The API issues consecutive nonces and GMChallenge keeps them in one bitmap of 256 per word, so one
// signed call in 256 opens a new word (a fresh storage slot): that bet is measured apart (betNewNonceWord, here the
// product's first bet), and bet is the first bet of a later user, whose nonce lands in an open word.
const firstBettor = gm.users[6];
await gm.challenge.registerBalances([carol.address, firstBettor.address], [10_000n * GM, 10_000n * GM]);
const firstAuth = await authorize(connection, gm, firstBettor);
results.betNewNonceWord = await gasOf(
  gm.challenge
    .connect(firstBettor)
    .bet(100n * GM, 6n, 1200, 9000, firstAuth.nonce, firstAuth.deadline, firstAuth.signature, { value: GM }),
);
const auth = await authorize(connection, gm, carol);
const betReceipt = await (
  await gm.challenge
    .connect(carol)
    .bet(100n * GM, 6n, 1200, 9000, auth.nonce, auth.deadline, auth.signature, { value: GM })
).wait();
results.bet = betReceipt!.gasUsed;
const requestId = requestIdOf(betReceipt);

const reg = await registration(connection, gm, dave, 10_000n * GM);
results.registerAndBet = await gasOf(
  gm.challenge
    .connect(dave)
    .registerAndBet(10_000n * GM, 100n * GM, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, {
      value: GM,
    }),
);

// The VRF callback itself, as the wrapper makes it (a loss: the branch with the most writes).
const wrapperAddress = await gm.wrapper.getAddress();
await networkHelpers.impersonateAccount(wrapperAddress);
await networkHelpers.setBalance(wrapperAddress, GM);
const wrapperSigner = await ethers.getSigner(wrapperAddress);
results.fulfill = await gasOf(
  gm.challenge.connect(wrapperSigner).rawFulfillRandomWords(requestId, [wordWithRoll(9_999)]),
);
await networkHelpers.stopImpersonatingAccount(wrapperAddress);
if ((await gm.challenge.getBetHistoryByRequestId(requestId)).resolved !== true)
  throw new Error('fulfil did not settle');

await placeBet(connection, gm, carol, 10n * GM, 2n).then(async (id) => {
  await gm.coordinator.fulfillRandomWordsWithOverride(id, wrapperAddress, [wordWithRoll(0)], { gasLimit: 2_000_000n });
});
// The product's very first claim also initialises three slots once (amount_transferred, the PUBLIC vesting's
// scheduleCount and its token balance): measured apart, so that claimAndVest is the claim every later user makes.
const firstClaimer = gm.users[5];
await gm.challenge.registerBalances([firstClaimer.address], [10_000n * GM]);
const firstClaim = await authorize(connection, gm, firstClaimer);
results.claimAndVestFirstEver = await gasOf(
  gm.challenge.connect(firstClaimer).claimAndVest(firstClaim.nonce, firstClaim.deadline, firstClaim.signature),
);
const claim = await authorize(connection, gm, carol);
results.claimAndVest = await gasOf(
  gm.challenge.connect(carol).claimAndVest(claim.nonce, claim.deadline, claim.signature),
);
// The same claim signed by a user without BNB (registered like carol) and sent by a relayer (bob).
const claimant = Wallet.createRandom();
await gm.challenge.registerBalances([claimant.address], [10_000n * GM]);
const context = await signingContext(connection, gm);
const { server, userSignature } = await signedClaimAndVest(
  connection,
  gm,
  claimant,
  claimant.address,
  claimant.address,
  context,
);
results.claimAndVestViaSig = await gasOf(
  gm.challenge
    .connect(bob)
    .claimAndVestViaSig(
      claimant.address,
      claimant.address,
      server.nonce,
      server.deadline,
      server.signature,
      userSignature,
    ),
);
// A rescue: the same signed claim to a fresh address (issue 32), whose PUBLIC schedule is a gift waiting in
// pendingGifts(recipient) (two new slots), then the recipient's acceptance.
const rescued = Wallet.createRandom();
await gm.challenge.registerBalances([rescued.address], [10_000n * GM]);
const safeAddress = Wallet.createRandom().address;
const { server: rescueServer, userSignature: rescueSignature } = await signedClaimAndVest(
  connection,
  gm,
  rescued,
  rescued.address,
  safeAddress,
  context,
);
results.claimAndVestViaSigGift = await gasOf(
  gm.challenge
    .connect(bob)
    .claimAndVestViaSig(
      rescued.address,
      safeAddress,
      rescueServer.nonce,
      rescueServer.deadline,
      rescueServer.signature,
      rescueSignature,
    ),
);
const regClaim = await registration(connection, gm, erin, 10_000n * GM);
results.registerAndClaimAndVest = await gasOf(
  gm.challenge
    .connect(erin)
    .registerAndClaimAndVest(10_000n * GM, regClaim.nonce, regClaim.deadline, regClaim.signature),
);

// Issue 33: an allocation root at depth 20 (a list of about a million), its proposal and a claimant's proof. Activation
// costs nothing: a proposed root becomes usable when its delay has passed.
const challengeAddress = await gm.challenge.getAddress();
const proven = [gm.users[10], gm.users[11]];
const provenAmount = 10_000n * GM;
const paths = proven.map((user) =>
  proofAtDepth(allocationLeaf(chainId, challengeAddress, 1n, user.address, provenAmount), 20),
);
// Two one-leaf-path lists joined under one root: each proof gains the other path's root as its last sibling.
const listRoot = hashPair(paths[0].root, paths[1].root);
const proofs = [
  [...paths[0].proof, paths[1].root],
  [...paths[1].proof, paths[0].root],
];
results.proposeAllocationRoot = await gasOf(
  gm.challenge.proposeAllocationRoot(listRoot, 2n * provenAmount, keccak256('0x01')),
);
await networkHelpers.time.increase(Number(await gm.challenge.allocationRootDelay()));
results.registerWithProof = await gasOf(
  gm.challenge.connect(erin).registerWithProof(proven[0].address, 1n, provenAmount, proofs[0]),
);
const provenClaim = await authorize(connection, gm, proven[1]);
results.registerWithProofAndClaimAndVest = await gasOf(
  gm.challenge
    .connect(proven[1])
    .multicall([
      gm.challenge.interface.encodeFunctionData('registerWithProof', [proven[1].address, 1n, provenAmount, proofs[1]]),
      gm.challenge.interface.encodeFunctionData('claimAndVest', [
        provenClaim.nonce,
        provenClaim.deadline,
        provenClaim.signature,
      ]),
    ]),
);
// After the missions gate: the proof-registered claimant claims with no server signature.
await gm.challenge.setMissionsGateEndsAt(await networkHelpers.time.latest());
results.claimAndVestAfterMissionsGate = await gasOf(gm.challenge.connect(proven[0]).claimAndVest(0n, 0n, '0x'));
await gm.challenge.proposeAllocationRoot(keccak256('0x02'), provenAmount, keccak256('0x03'));
results.cancelAllocationRoot = await gasOf(gm.challenge.cancelAllocationRoot(2n));

const KEYS = [
  'gmVestingClaimFirst',
  'gmVestingClaimLater',
  'gmVestingClaimViaSigFirst',
  'gmVestingClaimViaSig',
  'ozVestingWalletReleaseFirst',
  'ozVestingWalletReleaseLater',
  'createSchedule6',
  'vrfWrapperRequestBare',
  'betNewNonceWord',
  'bet',
  'registerAndBet',
  'fulfill',
  'claimAndVestFirstEver',
  'claimAndVest',
  'claimAndVestViaSig',
  'claimAndVestViaSigGift',
  'registerAndClaimAndVest',
  'proposeAllocationRoot',
  'cancelAllocationRoot',
  'registerWithProof',
  'registerWithProofAndClaimAndVest',
  'claimAndVestAfterMissionsGate',
] as const;
type Key = (typeof KEYS)[number];

/** The gas budgets (README, "Gas"): a fixed limit, or an anchor of the same run plus a margin. */
const BUDGETS: { key: Key; limit: bigint; rule: string; informational?: boolean }[] = [
  { key: 'claimAndVest', limit: 200_000n, rule: '≤ 200,000' },
  { key: 'registerAndClaimAndVest', limit: 230_000n, rule: '≤ 230,000' },
  { key: 'createSchedule6', limit: 200_000n, rule: '≤ 200,000' },
  { key: 'gmVestingClaimLater', limit: 45_000n, rule: '≤ 45,000' },
  { key: 'gmVestingClaimLater', limit: results.ozVestingWalletReleaseLater, rule: '≤ ozVestingWalletReleaseLater' },
  { key: 'bet', limit: results.vrfWrapperRequestBare + 100_000n, rule: '≤ vrfWrapperRequestBare + 100,000' },
  { key: 'fulfill', limit: 60_000n, rule: '≤ 60,000' },
  { key: 'gmVestingClaimViaSig', limit: results.gmVestingClaimLater + 35_000n, rule: '≤ gmVestingClaimLater + 35,000' },
  {
    key: 'gmVestingClaimViaSigFirst',
    limit: results.gmVestingClaimFirst + 35_000n,
    rule: '≤ gmVestingClaimFirst + 35,000',
  },
  { key: 'claimAndVestViaSig', limit: results.claimAndVest + 35_000n, rule: '≤ claimAndVest + 35,000' },
  // Issue 33 asked for claim & vest + 20,000, which is below what the operation must pay before running any code: a
  // first registration writes the account's slot from zero (+17,100 over claimAndVest's rewrite) and a depth-21
  // proof is 672 calldata bytes (~10,700). Reported, not enforced: README, "Allocation roots".
  {
    key: 'registerWithProofAndClaimAndVest',
    limit: results.claimAndVest + 20_000n,
    rule: "issue 33's ≤ claimAndVest + 20,000",
    informational: true,
  },
  { key: 'claimAndVestAfterMissionsGate', limit: results.claimAndVest, rule: '≤ claimAndVest' },
];

const checks = BUDGETS.map(({ key, limit, rule, informational = false }) => ({
  operation: key,
  gas: Number(results[key]),
  budget: rule,
  limit: Number(limit),
  ok: results[key] <= limit,
  informational,
}));
const budgetOf = (key: Key): string =>
  checks
    .filter((check) => check.operation === key)
    .map(
      (check) =>
        `${check.ok ? '✓' : '✗'} ${check.budget} (${check.limit.toLocaleString('en-US')})${check.informational ? ', reported only' : ''}`,
    )
    .join('; ');

console.table(KEYS.map((key) => ({ operation: key, gas: Number(results[key]), budget: budgetOf(key) })));
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
await mkdir(outDir, { recursive: true });
const output = { ...Object.fromEntries(KEYS.map((key) => [key, Number(results[key])])), budgets: checks };
await writeFile(path.join(outDir, 'gas.json'), JSON.stringify(output, null, 2) + '\n');
console.log(`Wrote ${path.join(outDir, 'gas.json')}`);

const failures = checks.filter((check) => !check.ok && !check.informational);
if (failures.length > 0) {
  console.error(
    `Gas budget exceeded:\n  ${failures.map((f) => `${f.operation} ${f.gas} > ${f.limit} (${f.budget})`).join('\n  ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`All ${checks.length} budgets met.`);
}
