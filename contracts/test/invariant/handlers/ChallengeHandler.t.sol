// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge } from "../../../contracts/GMChallenge.sol";
import { GMToken } from "../../../contracts/GMToken.sol";
import { GMVesting } from "../../../contracts/GMVesting.sol";
import { IGMChallenge } from "../../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../../contracts/interfaces/IGMVesting.sol";
import { VRFWrapperMock } from "../../mocks/VRFWrapperMock.sol";
import { AllocationTree } from "../../utils/AllocationTree.sol";
import { GMVestingReference } from "../../reference/GMVestingReference.sol";
import { ServerSignatures } from "../../utils/ServerSignatures.sol";
import { UserSignatures } from "../../utils/UserSignatures.sol";
import { HandlerStore } from "../stores/HandlerStore.sol";
import { BaseHandler } from "./BaseHandler.sol";

/// @notice Drives GMChallenge and the PUBLIC GMVesting through random sequences of user and owner actions. Every
/// action is bounded so it usually succeeds; failures are caught. Ghost state and call counters live in the
/// HandlerStore. Each PUBLIC schedule is mirrored in a GMVestingReference (the stored form GMVesting used before its
/// compact forms) with the same claims and beneficiary changes, so the invariants can compare the two.
contract ChallengeHandler is BaseHandler {
    uint256 internal constant GM = 1e18;
    uint256 internal constant SIGNER_KEY = 0xA11CE;
    uint256 internal constant FEE = 0.001 ether;
    /// @dev Actor i's key is ACTOR_KEY + i, so actors can sign their own claims.
    uint256 internal constant ACTOR_KEY = 0xAC7000;
    /// @dev Signed claims are given a long life, so that replays reach the nonce check rather than the deadline's.
    uint256 internal constant SIGNED_CLAIM_LIFE = 400 days;

    GMChallenge public immutable challenge;
    GMVesting public immutable vesting;
    GMVestingReference public immutable storedForm;
    GMToken public immutable token;
    VRFWrapperMock public immutable wrapper;
    address public immutable owner;

    struct UsedSignature {
        address user;
        uint256 nonce;
        uint256 deadline;
        bytes signature;
    }

    /// @dev Signatures that went through, kept to replay them.
    UsedSignature[] internal _used;

    /// @dev A signed GMVesting claim that went through.
    struct SignedClaim {
        uint256 scheduleId;
        address recipient;
        uint256 deadline;
        bytes signature;
    }

    /// @dev A signed claim-and-vest (the server's and the user's signature) that went through.
    struct SignedClaimAndVest {
        address user;
        address recipient;
        uint256 nonce;
        uint256 deadline;
        bytes serverSignature;
        bytes userSignature;
    }

    SignedClaim[] internal _signedClaims;
    SignedClaimAndVest[] internal _signedClaimsAndVests;
    mapping(address actor => uint256 key) internal _keys;

    constructor(
        HandlerStore store_,
        GMChallenge challenge_,
        GMVesting vesting_,
        GMVestingReference storedForm_,
        VRFWrapperMock wrapper_,
        address owner_
    )
        BaseHandler(store_)
    {
        challenge = challenge_;
        vesting = vesting_;
        storedForm = storedForm_;
        token = GMToken(address(challenge_.token()));
        wrapper = wrapper_;
        owner = owner_;
        // Funds the mirrored schedules (the test sends the tokens).
        token.approve(address(storedForm_), type(uint256).max);
        for (uint256 i = 1; i <= 5; ++i) {
            address actor = vm.addr(ACTOR_KEY + i);
            _keys[actor] = ACTOR_KEY + i;
            store_.addActor(actor);
            vm.deal(actor, 1_000 ether);
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  ALLOCATION LIST
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev The allocation list of version 1 (issue 33): actor i (1-based) holds i × 1,000 GM. Proposed by the test.
    function listAmount(uint256 index) public pure returns (uint256) {
        return (index + 1) * 1_000 * GM;
    }

    function listLeaves() public view returns (bytes32[] memory leaves) {
        uint256 actors = store.actorCount();
        leaves = new bytes32[](actors);
        for (uint256 i = 0; i < actors; ++i) {
            leaves[i] = AllocationTree.leaf(block.chainid, address(challenge), 1, store.actors(i), listAmount(i));
        }
    }

    function listTotal() external view returns (uint256 total) {
        for (uint256 i = 0; i < store.actorCount(); ++i) {
            total += listAmount(i);
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      ACTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Anyone (here a stranger) registers an actor with its proof of the list: only the list's amount, and only
    /// for an actor nobody registered yet. A proof with another amount must never go through.
    function registerWithProof(uint256 actorSeed, bool wrongAmount) external instrument("registerWithProof") {
        uint256 index = actorSeed % store.actorCount();
        address user = store.actors(index);
        bytes32[] memory proof = AllocationTree.proof(listLeaves(), index);
        uint256 amount = listAmount(index) + (wrongAmount ? 1 : 0);
        vm.prank(address(0x5A1));
        try challenge.registerWithProof(user, 1, amount, proof) {
            if (wrongAmount) store.markBroken("wrongProofAccepted");
            store.setAllocation(user, amount);
            succeeded("registerWithProof");
        } catch { }
    }


    function registerByOwner(uint256 actorSeed, uint256 amount) external instrument("registerByOwner") {
        address user = _actor(actorSeed);
        if (challenge.isRegistered(user)) return;
        amount = _bound(amount, 1, 20_000 * GM);
        uint256 available = challenge.amount_supply() - challenge.amount_registered();
        if (amount > available) return;
        vm.prank(owner);
        challenge.registerBalance(user, amount);
        store.setAllocation(user, amount);
        succeeded("registerByOwner");
    }

    function registerAndBet(
        uint256 actorSeed,
        uint256 amount,
        uint256 unitSeed,
        uint256 multipleSeed
    )
        external
        instrument("registerAndBet")
    {
        address user = _actor(actorSeed);
        if (challenge.isRegistered(user)) return;
        amount = _bound(amount, 10 * GM, 20_000 * GM);
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        uint256 nonce = store.issueNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(ServerSignatures.registerHash(user, amount, nonce, deadline));
        (uint16 minProbBps, uint16 maxLossBps) = _shownOdds(unit, multiple);
        vm.prank(user);
        try challenge.registerAndBet{ value: FEE }(
            amount, unit, multiple, minProbBps, maxLossBps, nonce, deadline, signature
        ) returns (uint256 requestId) {
            store.setAllocation(user, amount);
            _checkRecordedOdds(requestId, minProbBps, maxLossBps);
            store.addRequest(requestId);
            _recordSignature(user, nonce, deadline, signature);
            succeeded("registerAndBet");
        } catch { }
    }

    /// @dev Bets accepting the row the web would have shown: the default row, so that owner changes of the table
    /// (`setOdds`) regularly land "under" the bet. A bet must only go through at odds within the bounds it states.
    function bet(
        uint256 actorSeed,
        uint256 unitSeed,
        uint256 multipleSeed,
        uint256 extraFee
    )
        external
        instrument("bet")
    {
        address user = _actor(actorSeed);
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        (uint16 minProbBps, uint16 maxLossBps) = _shownOdds(unit, multiple);
        uint256 nonce = store.issueNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(ServerSignatures.authorizeHash(user, nonce, deadline));
        uint256 value = FEE + _bound(extraFee, 0, 1 ether);
        vm.prank(user);
        try challenge.bet{ value: value }(unit, multiple, minProbBps, maxLossBps, nonce, deadline, signature) returns (
            uint256 requestId
        ) {
            _checkRecordedOdds(requestId, minProbBps, maxLossBps);
            store.addRequest(requestId);
            _recordSignature(user, nonce, deadline, signature);
            succeeded("bet");
        } catch { }
    }

    function fulfill(uint256 requestSeed, uint256 word) external instrument("fulfill") {
        uint256 requests = store.requestCount();
        if (requests == 0) return;
        uint256 requestId = store.requestIds(requestSeed % requests);
        IGMChallenge.Bet memory before = challenge.getBetHistoryByRequestId(requestId);
        wrapper.fulfillOne(address(challenge), requestId, word);
        IGMChallenge.Bet memory afterwards = challenge.getBetHistoryByRequestId(requestId);
        if (!before.resolved && !before.cancelled && before.cancelRequestedAt != 0) {
            bool inWindow = block.timestamp < before.cancelRequestedAt + challenge.CANCEL_FINALIZE_DELAY();
            if (inWindow && !afterwards.resolved) store.markBroken("pendingCancelFulfilmentIgnored");
            if (!inWindow && afterwards.resolved) store.markBroken("lateFulfilmentSettled");
            if (inWindow && afterwards.resolved) store.addResolvedWithCancelRequested();
        }
        if (before.resolved || before.cancelled) {
            if (
                afterwards.resolved != before.resolved || afterwards.cancelled != before.cancelled
                    || afterwards.success != before.success
            ) {
                store.markBroken("settledBetChanged");
            }
        }
        if (afterwards.resolved) store.setResolved(requestId);
        succeeded("fulfill");
    }

    function requestCancel(uint256 requestSeed, uint256 wait) external instrument("requestCancel") {
        uint256 requests = store.requestCount();
        if (requests == 0) return;
        uint256 requestId = store.requestIds(requestSeed % requests);
        IGMChallenge.Bet memory bet_ = challenge.getBetHistoryByRequestId(requestId);
        vm.warp(block.timestamp + _bound(wait, 0, 2 days));
        vm.prank(bet_.user);
        try challenge.requestCancelBet(requestId) {
            if (bet_.resolved || bet_.cancelled) store.markBroken("settledBetChanged");
            store.addCancelRequested();
            succeeded("requestCancel");
        } catch { }
    }

    /// @dev Waits from seconds to beyond the finalize delay, so fulfilments land on both sides of it.
    function cancel(uint256 requestSeed, uint256 wait) external instrument("cancel") {
        uint256 requests = store.requestCount();
        if (requests == 0) return;
        uint256 requestId = store.requestIds(requestSeed % requests);
        IGMChallenge.Bet memory bet_ = challenge.getBetHistoryByRequestId(requestId);
        vm.warp(block.timestamp + _bound(wait, 0, 30 minutes));
        vm.prank(bet_.user);
        try challenge.cancelBet(requestId) {
            if (bet_.resolved || bet_.cancelled) store.markBroken("settledBetChanged");
            if (
                bet_.cancelRequestedAt == 0
                    || block.timestamp < bet_.cancelRequestedAt + challenge.CANCEL_FINALIZE_DELAY()
            ) {
                store.markBroken("unrequestedCancelAccepted");
            }
            store.setCancelled(requestId);
            succeeded("cancel");
        } catch { }
    }

    /// @dev The owner changes a row of the table: a random row to random odds, or back to its default.
    function setOdds(
        uint256 unitSeed,
        uint256 multipleSeed,
        uint16 probBps,
        uint16 lossBps,
        bool restore
    )
        external
        instrument("setOdds")
    {
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        if (restore) {
            (probBps, lossBps) = _shownOdds(unit, multiple);
        } else {
            probBps = uint16(_bound(probBps, 0, 10_000));
            lossBps = uint16(_bound(lossBps, 0, 10_000));
        }
        vm.prank(owner);
        challenge.setBettingTable(unit, multiple, probBps, lossBps);
        succeeded("setOdds");
    }

    function claimAndVest(uint256 actorSeed) external instrument("claimAndVest") {
        address user = _actor(actorSeed);
        uint256 nonce = store.issueNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(ServerSignatures.authorizeHash(user, nonce, deadline));
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        try challenge.claimAndVest(nonce, deadline, signature) {
            store.addPaid(user, token.balanceOf(user) - before);
            uint256 scheduleId = challenge.userVestingScheduleIds(user);
            if (scheduleId != 0) {
                store.setBeneficiary(scheduleId, user);
                store.setOrigin(scheduleId, user);
                _mirror(scheduleId, user);
            }
            _recordSignature(user, nonce, deadline, signature);
            succeeded("claimAndVest");
        } catch { }
    }

    /// @dev A user signs a claim-and-vest to another actor (or itself) and a relayer sends it: the immediate part goes
    /// to the recipient, and the PUBLIC schedule is a gift waiting for its acceptance (the user's own when it is the
    /// recipient).
    function claimAndVestViaSig(uint256 actorSeed, uint256 recipientSeed) external instrument("claimAndVestViaSig") {
        address user = _actor(actorSeed);
        address recipient = _actor(recipientSeed);
        uint256 nonce = store.issueNonce();
        uint256 deadline = block.timestamp + SIGNED_CLAIM_LIFE;
        bytes memory serverSignature = _sign(ServerSignatures.authorizeHash(user, nonce, deadline));
        bytes memory userSignature = UserSignatures.sign(
            _keys[user],
            UserSignatures.claimAndVestDigest(block.chainid, address(challenge), user, recipient, 0, nonce, deadline)
        );
        uint256 before = token.balanceOf(recipient);
        vm.prank(address(0x4E1A7));
        try challenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, userSignature) {
            store.addPaid(user, token.balanceOf(recipient) - before);
            uint256 scheduleId = challenge.userVestingScheduleIds(user);
            if (scheduleId != 0) {
                if (recipient == user) {
                    store.setBeneficiary(scheduleId, recipient);
                } else {
                    store.setProposed(scheduleId, recipient);
                    store.setGift(scheduleId, true);
                }
                store.setOrigin(scheduleId, user);
                // The stored form knows no gifts: it holds the schedule for the recipient at once.
                _mirror(scheduleId, recipient);
            }
            _signedClaimsAndVests.push(
                SignedClaimAndVest(user, recipient, nonce, deadline, serverSignature, userSignature)
            );
            _recordSignature(user, nonce, deadline, serverSignature);
            store.addSignedClaimExecuted();
            succeeded("claimAndVestViaSig");
        } catch { }
    }

    /// @dev The beneficiary of a PUBLIC schedule signs a claim to another actor (or itself) and a relayer sends it,
    /// waiting for the next release when nothing is due.
    function claimVestingViaSig(uint256 idSeed, uint256 recipientSeed) external instrument("claimVestingViaSig") {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        uint256 id = 1 + idSeed % count;
        address beneficiary = vesting.getVestingSchedule(id).beneficiary;
        // A gift not accepted yet: its recipient signs, and the claim accepts it.
        bool gift = beneficiary == address(0);
        if (gift) beneficiary = vesting.pendingBeneficiary(id);
        address recipient = _actor(recipientSeed);
        if (vesting.claimableAmount(id) == 0) vm.warp(block.timestamp + 31 days);
        uint256 deadline = block.timestamp + SIGNED_CLAIM_LIFE;
        bytes memory signature = UserSignatures.sign(
            _keys[beneficiary],
            UserSignatures.claimDigest(
                block.chainid, address(vesting), id, recipient, vesting.nonces(beneficiary), deadline
            )
        );
        uint256 before = token.balanceOf(recipient);
        vm.prank(address(0x4E1A7));
        try vesting.claimViaSig(id, recipient, deadline, signature) {
            uint256 paid = token.balanceOf(recipient) - before;
            store.addPaid(store.ghostOriginOf(id), paid);
            store.addSignedClaimOf(beneficiary);
            if (gift) _giftAccepted(id, beneficiary);
            store.addSignedClaimExecuted();
            _signedClaims.push(SignedClaim(id, recipient, deadline, signature));
            // The stored form pays the same claim the same amount (to the beneficiary: it knows no recipients).
            uint256 referenceBefore = token.balanceOf(beneficiary);
            vm.prank(beneficiary);
            try storedForm.claim(id) {
                if (token.balanceOf(beneficiary) - referenceBefore != paid) store.markBroken("compactClaimDiffers");
            } catch {
                store.markBroken("compactClaimDiffers");
            }
            succeeded("claimVestingViaSig");
        } catch { }
    }

    /// @dev Sends a signed claim or claim-and-vest that already went through, again, from anyone: never accepted.
    function replaySignedClaim(uint256 seed) external instrument("replaySignedClaim") {
        if (_signedClaims.length > 0) {
            SignedClaim memory claim = _signedClaims[seed % _signedClaims.length];
            if (vesting.claimableAmount(claim.scheduleId) == 0) vm.warp(block.timestamp + 31 days);
            try vesting.claimViaSig(claim.scheduleId, claim.recipient, claim.deadline, claim.signature) {
                store.markBroken("signedClaimReplayed");
            } catch { }
        }
        if (_signedClaimsAndVests.length > 0) {
            SignedClaimAndVest memory pair = _signedClaimsAndVests[seed % _signedClaimsAndVests.length];
            try challenge.claimAndVestViaSig(
                pair.user, pair.recipient, pair.nonce, pair.deadline, pair.serverSignature, pair.userSignature
            ) {
                store.markBroken("signedClaimReplayed");
            } catch { }
        }
        succeeded("replaySignedClaim");
    }

    /// @dev Claims the first PUBLIC schedule of an actor holding one, waiting for the next release when nothing is due.
    function claimVesting(uint256 actorSeed) external instrument("claimVesting") {
        address user;
        uint256 id;
        uint256 actors = store.actorCount();
        for (uint256 i = 0; i < actors && id == 0; ++i) {
            user = _actor(actorSeed + i);
            id = vesting.getUserVestingScheduleId(user);
        }
        if (id == 0) return;
        if (vesting.claimableAmount(id) == 0) vm.warp(block.timestamp + 31 days);
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        try vesting.claim(id) {
            uint256 paid = token.balanceOf(user) - before;
            store.addPaid(store.ghostOriginOf(id), paid);
            // The stored form pays the same claim the same amount.
            uint256 referenceBefore = token.balanceOf(user);
            vm.prank(user);
            try storedForm.claim(id) {
                if (token.balanceOf(user) - referenceBefore != paid) store.markBroken("compactClaimDiffers");
            } catch {
                store.markBroken("compactClaimDiffers");
            }
            succeeded("claimVesting");
        } catch {
            vm.prank(user);
            try storedForm.claim(id) {
                store.markBroken("compactClaimDiffers");
            } catch { }
        }
    }

    /// @dev A beneficiary (or anyone: most attempts then fail) proposes a schedule to another actor or withdraws.
    function proposeBeneficiary(
        uint256 callerSeed,
        uint256 idSeed,
        uint256 toSeed
    )
        external
        instrument("proposeBeneficiary")
    {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        uint256 id = 1 + idSeed % count;
        // Mostly the beneficiary itself, sometimes anyone (who must fail). A gift has none yet (no one sends from the
        // zero address).
        if (store.ghostGift(id)) return;
        address caller = callerSeed % 4 == 0 ? _actor(callerSeed / 4) : vesting.getVestingSchedule(id).beneficiary;
        address to = toSeed % 6 == 5 ? address(0) : _actor(toSeed);
        vm.prank(caller);
        bool referenceAccepted = _tryReferenceChange(id, to);
        vm.prank(caller);
        try vesting.changeBeneficiary(id, to) {
            store.setProposed(id, to);
            if (!referenceAccepted) store.markBroken("compactBeneficiaryDiffers");
            succeeded("proposeBeneficiary");
        } catch {
            if (referenceAccepted) store.markBroken("compactBeneficiaryDiffers");
        }
    }

    /// @dev Any actor tries to accept any schedule; only the proposed address may.
    function acceptBeneficiary(uint256 callerSeed, uint256 idSeed) external instrument("acceptBeneficiary") {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        uint256 id = 1 + idSeed % count;
        // Mostly the proposed address (when there is one), sometimes anyone (who must fail).
        address proposed = store.ghostProposedOf(id);
        address caller = callerSeed % 2 == 0 && proposed != address(0) ? proposed : _actor(callerSeed / 2);
        // The stored form knows no gifts (it holds a gift for its recipient already): it is compared on handovers only.
        bool gift = store.ghostGift(id);
        vm.prank(caller);
        bool referenceAccepted = gift ? true : _tryReferenceAccept(id);
        address from = store.ghostBeneficiaryOf(id);
        vm.prank(caller);
        try vesting.acceptBeneficiary(id) {
            if (store.ghostProposedOf(id) != caller) store.markBroken("acceptByOtherAccepted");
            if (!referenceAccepted) store.markBroken("compactBeneficiaryDiffers");
            if (gift) {
                _giftAccepted(id, caller);
            } else {
                store.setBeneficiary(id, caller);
                store.setProposed(id, address(0));
                // A handover moves the giver's signed-claim nonce on.
                store.addSignedClaimOf(from);
            }
            store.addBeneficiaryAccepted();
            succeeded("acceptBeneficiary");
        } catch {
            if (!gift && referenceAccepted) store.markBroken("compactBeneficiaryDiffers");
        }
    }

    /// @dev An owner batch of two entries, possibly both the same actor and possibly already registered: those
    /// entries are skipped and never counted twice.
    function registerBatchByOwner(
        uint256 firstSeed,
        uint256 secondSeed,
        uint256 amount
    )
        external
        instrument("registerBatchByOwner")
    {
        address[] memory users = new address[](2);
        users[0] = _actor(firstSeed);
        users[1] = _actor(secondSeed);
        amount = _bound(amount, 1, 10_000 * GM);
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = amount;
        amounts[1] = amount;
        uint256 expected;
        bool firstNew = !challenge.isRegistered(users[0]);
        bool secondNew = !challenge.isRegistered(users[1]) && users[1] != users[0];
        if (firstNew) expected += amount;
        if (secondNew) expected += amount;
        if (expected > challenge.amount_supply() - challenge.amount_registered()) return;
        uint256 registeredBefore = challenge.amount_registered();
        vm.prank(owner);
        challenge.registerBalances(users, amounts);
        if (challenge.amount_registered() - registeredBefore != expected) store.markBroken("batchCountedTwice");
        if (firstNew) store.setAllocation(users[0], amount);
        if (secondNew) store.setAllocation(users[1], amount);
        store.addRegistrationsSkipped((firstNew ? 0 : 1) + (secondNew ? 0 : 1));
        succeeded("registerBatchByOwner");
    }

    function revokeVesting(uint256 idSeed) external instrument("revokeVesting") {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        vm.prank(owner);
        // Every PUBLIC schedule here was created by GMChallenge, so every revoke must fail.
        try vesting.revoke(1 + idSeed % count) {
            store.markBroken("publicRevokeAccepted");
            succeeded("revokeVesting");
        } catch { }
    }

    function removeScheduler() external instrument("removeScheduler") {
        vm.prank(owner);
        try vesting.setScheduler(address(challenge), false) {
            if (!vesting.isScheduler(address(challenge))) store.markBroken("schedulerRemoved");
        } catch { }
    }

    function replay(uint256 seed) external instrument("replay") {
        if (_used.length == 0) return;
        UsedSignature memory used = _used[seed % _used.length];
        vm.prank(used.user);
        try challenge.bet{ value: FEE }(10 * GM, 2, 0, 10_000, used.nonce, used.deadline, used.signature) {
            store.markBroken("replayAccepted");
        } catch { }
        vm.prank(used.user);
        try challenge.claimAndVest(used.nonce, used.deadline, used.signature) {
            store.markBroken("replayAccepted");
        } catch { }
    }

    function ownerWithdraw(uint256 amount) external instrument("ownerWithdraw") {
        uint256 balance = token.balanceOf(address(challenge));
        uint256 liabilities = challenge.amount_owed() + challenge.amount_supply() - challenge.amount_registered();
        uint256 surplus = balance > liabilities ? balance - liabilities : 0;
        amount = _bound(amount, 1, balance + 1);
        vm.prank(owner);
        try challenge.withdraw(amount) {
            if (amount > surplus) store.markBroken("overWithdrawAccepted");
            store.addWithdrawn(amount);
            succeeded("ownerWithdraw");
        } catch { }
    }

    /// @dev Releases a random part (up to a quarter) of the unregistered supply, so registrations go on; one time in
    /// sixteen it tries one wei more than all of it, which must fail.
    function releaseSupply(uint256 amount) external instrument("releaseSupply") {
        uint256 unregistered = challenge.amount_supply() - challenge.amount_registered();
        amount = amount % 16 == 15 ? unregistered + 1 : _bound(amount, 1, unregistered / 4 + 1);
        vm.prank(owner);
        try challenge.releaseSupply(amount) {
            if (amount > unregistered) store.markBroken("overReleaseAccepted");
            store.addReleased(amount);
            succeeded("releaseSupply");
        } catch { }
    }

    function setOff(bool off) external instrument("setOff") {
        vm.prank(owner);
        challenge.setOff(off);
        succeeded("setOff");
    }

    function warp(uint256 seconds_) external instrument("warp") {
        vm.warp(block.timestamp + _bound(seconds_, 0, 45 days));
        succeeded("warp");
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      HELPERS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Creates in the storedForm the schedule GMChallenge created for `user`, as six stored months.
    function _mirror(uint256 scheduleId, address user) internal {
        IGMVesting.VestingSchedule memory schedule = vesting.getVestingSchedule(scheduleId);
        uint256 mirrored = storedForm.createVestingSchedule(user, 0, schedule.releaseDay, schedule.monthlyAmounts);
        if (mirrored != scheduleId) store.markBroken("compactIdDiffers");
    }

    /// @dev A gift taken by its recipient (accepted, or claimed).
    function _giftAccepted(uint256 id, address recipient) internal {
        store.setBeneficiary(id, recipient);
        store.setProposed(id, address(0));
        store.setGift(id, false);
    }

    /// @dev The caller pranks first: the prank applies to the storedForm's call.
    function _tryReferenceChange(uint256 id, address to) internal returns (bool) {
        try storedForm.changeBeneficiary(id, to) {
            return true;
        } catch {
            return false;
        }
    }

    function _tryReferenceAccept(uint256 id) internal returns (bool) {
        try storedForm.acceptBeneficiary(id) {
            return true;
        } catch {
            return false;
        }
    }

    function _recordSignature(address user, uint256 nonce, uint256 deadline, bytes memory signature) internal {
        _used.push(UsedSignature(user, nonce, deadline, signature));
        store.addUsedNonce(user, nonce);
    }

    /// @dev The row the web shows for the deployed table (every unit has the same rows).
    function _shownOdds(uint256, uint256 multiple) internal pure returns (uint16 probBps, uint16 lossBps) {
        if (multiple == 2) return (2500, 5000);
        if (multiple == 4) return (1500, 7000);
        return (1200, 9000);
    }

    function _checkRecordedOdds(uint256 requestId, uint16 minProbBps, uint16 maxLossBps) internal {
        IGMChallenge.Bet memory placed = challenge.getBetHistoryByRequestId(requestId);
        if (placed.probBps < minProbBps || placed.lossBps > maxLossBps) store.markBroken("oddsBoundBroken");
    }

    function _pair(uint256 unitSeed, uint256 multipleSeed) internal pure returns (uint256 unit, uint256 multiple) {
        unit = 10 * GM * (10 ** (unitSeed % 4));
        multiple = 2 + 2 * (multipleSeed % 3);
    }

    function _sign(bytes32 structHash) internal view returns (bytes memory) {
        return ServerSignatures.sign(SIGNER_KEY, structHash, block.chainid, address(challenge));
    }
}
