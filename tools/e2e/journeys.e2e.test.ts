/**
 * The user journeys in headless Chromium against the real local stack (chain + VRF fulfiller, PGlite
 * server, indexer, API, and the production build of the web app served by nginx), with the injected
 * test wallet. This runner starts one stack and one browser for every journey file in ./journeys and
 * runs their journeys in the order below: jest runs tests in the order they are declared, and one
 * file keeps one stack and lets the files share what earlier journeys left (a Challenge's verifier
 * link, a held VRF request). The journeys before the time travel run in three lanes side by side, and
 * so do the month-later journeys of their own wallets after it (lanes() in journeys/context.ts;
 * README "Lanes"). On failure, screenshots, console and wallet requests go to
 * test-results/e2e/<journey>/. With E2E_SCREENSHOTS=docs/screenshots the steps are also saved as the
 * docs' screenshots.
 *
 * The order matters, and these are its rules (tools/e2e/README.md, "Adding journeys"):
 * - Each journey uses its own dev account where state matters (Hardhat's default mnemonic; the
 *   accounts are listed in each file). Journeys that read what an earlier one left say so.
 * - The stack's API is never stopped: apiStoppedJourneys() stops and restarts an API process of its
 *   own (same database), and the two-tab refresh runs on one too (30 s tokens); the database, the
 *   indexer and the chain keep running.
 * - Chain time travel comes late: the API signs deadlines by its wall clock, so every journey that
 *   needs a server signature runs before vestingMonthLaterJourneys(). The Challenge left pending
 *   (VRF held) is placed before it and cancelled after it, once the contract's cancel delay has passed.
 * - publicNodeJourneys() mines 200,000 blocks: it is the very last.
 * - Inside lanes(): a journey that reads what another left is in the same lane, after it; the VRF
 *   fulfiller's users (the Challenges, the Android phone) share one lane; owner tasks queue
 *   (stack.ownerTask); a journey that stops a process the other lane uses (the relayer) does that
 *   part inside alone(). A journey that freezes or stops a node or an API does it to one of its own
 *   (a proxy, a second API process) that only its pages use.
 *
 * Accounts: 1 Challenge loss, then its dashboard with the RPC down · 2 a Challenge left pending,
 * reloaded, then cancelled · 3 vesting + time travel · 4 Challenge win (missions to do), then returning
 * after the claim · 5 mobile eligibility · 6 desktop eligibility, then VERIFY with the API answering
 * 429 and 500 · 7 rejected signature · 8 wrong chain · 9 API stopped · 10 BACKER schedule created by
 * the owner task, then with the RPC down · 11 a wallet that does not know the chain, then two tabs
 * refreshing one session · 12 missions done, then a reload · 14 TEAM 27-month schedule with a cliff ·
 * 13 last: a BACKER schedule read through chaos RPC nodes (one dead, one flaky) on a 200,000-block chain ·
 * 15 in no eligibility list (issue 20; its frozen-node journey signs account 2 in and changes nothing) ·
 * 0 (the owner) and 21 (no operator) on the /ops cockpit · 16 iPhone wallet browser: claim & vest, a
 * BACKER schedule, then a month later both releases · 17 Android wallet browser: Challenge win, its
 * verifier page, /fairness · 18 keyboard only: connect → sign in → claim & vest · 22 claim & vest with
 * 0 BNB through the relayer, then (after the month) a monthly release with 0 BNB · 23 a 0-BNB wallet's
 * rescue to 24, whose dashboard shows what arrived, and which (after the month, with 0 BNB) claims its first
 * month on a phone while a desktop of the same wallet follows it from the relayer · 25 is the stack's relayer key (no journey signs with it) ·
 * 26 every language at 320 px (missions done, nothing sent to the chain; it signs in, so it runs before
 * the time travel), then the claim window (issue 34) on API processes of its own that rehearse an opening ahead
 * and a deadline (CLAIM_WINDOW_PREVIEW_*), still sending nothing · 30 only in the published allocation list
 * (issue 33): proven and claimed with the proof, our API unreachable · 31 in no list: an appeal filed, accepted
 * on /ops by the owner, seen on return · 27–29 Claim all (issue 37): 27 an EIP-5792 wallet, 28 one without
 * (rejected halfway, resumed on a 320 px phone in Russian), 29 its chain changed mid-batch. The waiting room on a
 * phone uses no wallet (and an API process of its own).
 */
import { allocationListJourneys, appealJourneys, proofClaimJourneys } from './journeys/allocations';
import { claimAllChainChangeJourneys, claimAllJourneys, claimAllSequentialJourneys } from './journeys/claim-all';
import { cancelChallengeJourneys, challengeJourneys, pendingChallengeJourneys } from './journeys/challenge';
import { lanes, startJourneys, stopJourneys } from './journeys/context';
import { eligibilityJourneys } from './journeys/eligibility';
import {
  apiErrorJourneys,
  apiStoppedJourneys,
  publicNodeJourneys,
  rpcFaultJourneys,
  sessionRefreshJourneys,
} from './journeys/faults';
import { localeJourneys } from './journeys/locales';
import { opsJourneys } from './journeys/ops';
import { statusJourneys } from './journeys/status';
import { keyboardJourneys, phoneJourneys, phoneMonthLaterJourneys } from './journeys/phone';
import { relayedJourneys, relayedMonthLaterJourneys, relayedOtherDeviceJourneys } from './journeys/relayed';
import { fairnessJourneys } from './journeys/fairness';
import { publicPageJourneys, verifierJourneys } from './journeys/verifier';
import { vestingJourneys, vestingMonthLaterJourneys } from './journeys/vesting';
import { claimWindowJourneys } from './journeys/window';
import { frozenNodeJourneys, notEligibleJourneys, walkthroughJourneys } from './journeys/walkthrough';
import { walletJourneys } from './journeys/wallet';
import { waitingRoomJourneys } from './journeys/waiting-room';

beforeAll(startJourneys, 240_000);
afterAll(stopJourneys, 60_000);

// On the chain's own clock, before any time travel: three lanes side by side (context.ts, lanes()).
// Each lane keeps its order; what one journey leaves for another stays in one lane (the Challenges,
// their verifier pages and /fairness counts, then the Android Challenge: one VRF fulfiller). What
// would stop a process the other lanes use runs `alone`, the others held back (a journey rather
// points its own pages at a process of its own, or at a port nothing listens on, as the relayer-down
// check does). The third lane holds the journeys that mostly wait on a clock (the status page's 30 s,
// the waiting room's admissions) and those that read nothing another left: its waits cost the other
// two lanes no CPU. The lanes are balanced by the timing table the run prints (each lane's last
// journey ends within a few seconds of the others').
lanes(
  () => {
    describe('Challenge', challengeJourneys);
    describe('verifier', verifierJourneys);
    describe('verifier', fairnessJourneys);
    describe('vesting', vestingJourneys);
    describe('faults', rpcFaultJourneys);
    describe('phone wallet (in-app browser)', phoneJourneys);
    // Account 2: read only through its own frozen node, then its Challenge held pending (the VRF fulfiller
    // held until the cancel after the time travel: after every other Challenge, in their lane).
    describe('issue 20 walk-through', frozenNodeJourneys);
    describe('Challenge left pending', pendingChallengeJourneys);
  },
  () => {
    describe('eligibility', eligibilityJourneys);
    describe('wallet errors', walletJourneys);
    describe('faults', apiErrorJourneys);
    // Account 11 again, after its sign-in in the wallet errors above.
    describe('faults', sessionRefreshJourneys);
    describe('languages at 320 px', localeJourneys);
    // Account 26 again (its missions done just above): the claim window on APIs of its own (issue 34).
    describe('claim window', claimWindowJourneys);
  },
  () => {
    // Issue 34 §2: its own API process and status writer, both stopped; ~40 s of it waits on the page's clock.
    describe('status page', statusJourneys);
    // Issue 34 §3: its own API process admitting one claimant every 5 s (the stack's API never queues).
    describe('waiting room on a phone', waitingRoomJourneys);
    describe('public pages', publicPageJourneys);
    describe('keyboard only', keyboardJourneys);
    // Its /fairness answer is a route: it reads none of the Challenges the first lane leaves.
    describe('issue 20 walk-through', walkthroughJourneys);
    describe('claims without BNB', relayedJourneys);
    describe('issue 20 walk-through', notEligibleJourneys);
    // Its own API process, stopped and started again: the stack's API keeps answering the other lanes.
    describe('faults', apiStoppedJourneys);
    // Reads nothing the other journeys leave (the seed's figures).
    describe('operator cockpit', opsJourneys);
  },
);

// Issue 33: the owner's key sends (outside the lanes); the list's root activates a day later, in the time travel below.
describe('published allocation list', allocationListJourneys);
// Late: a month of time travel (the Challenge held pending above waits through it), then the cancel that needs it.
describe('vesting a month later', vestingMonthLaterJourneys);
// A month later, wallets of their own: three lanes side by side.
lanes(
  () => {
    describe('claims without BNB a month later', relayedMonthLaterJourneys);
    // Issue 33 §4: the list's root is active now ("Not in the list" needs it); the appeal and its decision are
    // signed by wallets, which the time travel does not touch.
    describe('published allocation list', appealJourneys);
    // Issue 37: Claim all (accounts 27–29, schedules of their own whose TGE parts are due, made by owner tasks, which
    // queue; independent of the time travel).
    describe('claim all', claimAllJourneys);
  },
  () => {
    describe('phone wallet a month later', phoneMonthLaterJourneys);
    // Issue 33: our API unreachable, the list's root active; the owner's one transaction runs alone().
    describe('published allocation list', proofClaimJourneys);
  },
  () => {
    describe('claim all', claimAllChainChangeJourneys);
    describe('claim all', claimAllSequentialJourneys);
  },
);
// Holds blocks back for a moment: outside the lanes, no other journey sends a transaction meanwhile.
describe('claims without BNB, followed on another device', relayedOtherDeviceJourneys);
describe('Challenge cancelled', cancelChallengeJourneys);

// Last: 200,000 blocks mined.
describe('public-node realities', publicNodeJourneys);
