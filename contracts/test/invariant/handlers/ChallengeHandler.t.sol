// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge } from "../../../contracts/GMChallenge.sol";
import { GMToken } from "../../../contracts/GMToken.sol";
import { GMVesting } from "../../../contracts/GMVesting.sol";
import { IGMChallenge } from "../../../contracts/interfaces/IGMChallenge.sol";
import { VRFWrapperMock } from "../../mocks/VRFWrapperMock.sol";
import { Vm } from "../../utils/Vm.sol";

/// @notice Drives GMChallenge and the PUBLIC GMVesting through random sequences of user and owner actions, and keeps
/// ghost records for the invariants. Every action is bounded so it usually succeeds; failures are caught.
contract ChallengeHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant GM = 1e18;
    uint256 internal constant SIGNER_KEY = 0xA11CE;
    uint256 internal constant FEE = 0.001 ether;
    bytes32 internal constant REGISTER_TYPEHASH =
        keccak256("Register(address user,uint256 amount,uint256 nonce,uint256 deadline)");
    bytes32 internal constant AUTHORIZE_TYPEHASH = keccak256("Authorize(address user,uint256 nonce,uint256 deadline)");

    GMChallenge public immutable challenge;
    GMVesting public immutable vesting;
    GMToken public immutable token;
    VRFWrapperMock public immutable wrapper;
    address public immutable owner;

    address[] public actors;
    uint256[] public requestIds;
    uint256 internal _nonce;

    // Ghosts
    mapping(address user => uint256 amount) public allocationOf;
    mapping(address user => uint256 amount) public paidTo;
    mapping(uint256 requestId => bool cancelled) public ghostCancelled;
    mapping(uint256 requestId => bool resolved) public ghostResolved;
    /// @dev Who each PUBLIC schedule belongs to, moved only by a successful `acceptBeneficiary` of the proposed address.
    mapping(uint256 scheduleId => address beneficiary) public ghostBeneficiaryOf;
    mapping(uint256 scheduleId => address proposed) public ghostProposedOf;
    /// @dev Whose claim created each PUBLIC schedule: vesting claims count against that allocation, whoever holds it.
    mapping(uint256 scheduleId => address user) public ghostOriginOf;
    bool public settledBetChanged;
    bool public oddsBoundBroken;
    bool public pendingCancelFulfilmentIgnored;
    bool public lateFulfilmentSettled;
    bool public unrequestedCancelAccepted;
    bool public acceptByOtherAccepted;
    bool public batchCountedTwice;
    uint256 public resolvedWithCancelRequested;
    uint256 public cancelsRequested;
    uint256 public beneficiariesAccepted;
    uint256 public registrationsSkipped;
    bool public replayAccepted;
    bool public overWithdrawAccepted;
    bool public overReleaseAccepted;
    bool public publicRevokeAccepted;
    bool public schedulerRemoved;
    uint256 public withdrawn;
    uint256 public released;
    uint256 public calls;

    struct UsedSignature {
        address user;
        uint256 nonce;
        uint256 deadline;
        bytes signature;
    }

    UsedSignature[] internal _used;

    constructor(GMChallenge challenge_, GMVesting vesting_, VRFWrapperMock wrapper_, address owner_) {
        challenge = challenge_;
        vesting = vesting_;
        token = GMToken(address(challenge_.token()));
        wrapper = wrapper_;
        owner = owner_;
        for (uint256 i = 1; i <= 5; ++i) {
            address actor = address(uint160(0x1000 + i));
            actors.push(actor);
            vm.deal(actor, 1_000 ether);
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      ACTIONS
    //////////////////////////////////////////////////////////////////////////*/

    function registerByOwner(uint256 actorSeed, uint256 amount) external {
        address user = _actor(actorSeed);
        if (challenge.isRegistered(user)) return;
        amount = _bound(amount, 1, 20_000 * GM);
        uint256 available = challenge.amount_supply() - challenge.amount_registered();
        if (amount > available) return;
        vm.prank(owner);
        challenge.registerBalance(user, amount);
        allocationOf[user] = amount;
        ++calls;
    }

    function registerAndBet(uint256 actorSeed, uint256 amount, uint256 unitSeed, uint256 multipleSeed) external {
        address user = _actor(actorSeed);
        if (challenge.isRegistered(user)) return;
        amount = _bound(amount, 10 * GM, 20_000 * GM);
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        uint256 nonce = ++_nonce;
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(keccak256(abi.encode(REGISTER_TYPEHASH, user, amount, nonce, deadline)));
        vm.prank(user);
        (uint16 minProbBps, uint16 maxLossBps) = _shownOdds(unit, multiple);
        try challenge.registerAndBet{ value: FEE }(
            amount, unit, multiple, minProbBps, maxLossBps, nonce, deadline, signature
        ) returns (uint256 requestId) {
            allocationOf[user] = amount;
            _checkRecordedOdds(requestId, minProbBps, maxLossBps);
            requestIds.push(requestId);
            _used.push(UsedSignature(user, nonce, deadline, signature));
            ++calls;
        } catch { }
    }

    /// @dev Bets accepting the row the web would have shown: the default row, so that owner changes of the table
    /// (`setOdds`) regularly land "under" the bet. A bet must only go through at odds within the bounds it states.
    function bet(uint256 actorSeed, uint256 unitSeed, uint256 multipleSeed, uint256 extraFee) external {
        address user = _actor(actorSeed);
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        (uint16 minProbBps, uint16 maxLossBps) = _shownOdds(unit, multiple);
        uint256 nonce = ++_nonce;
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(keccak256(abi.encode(AUTHORIZE_TYPEHASH, user, nonce, deadline)));
        uint256 value = FEE + _bound(extraFee, 0, 1 ether);
        vm.prank(user);
        try challenge.bet{ value: value }(unit, multiple, minProbBps, maxLossBps, nonce, deadline, signature) returns (
            uint256 requestId
        ) {
            _checkRecordedOdds(requestId, minProbBps, maxLossBps);
            requestIds.push(requestId);
            _used.push(UsedSignature(user, nonce, deadline, signature));
            ++calls;
        } catch { }
    }

    function fulfill(uint256 requestSeed, uint256 word) external {
        if (requestIds.length == 0) return;
        uint256 requestId = requestIds[requestSeed % requestIds.length];
        IGMChallenge.Bet memory before = challenge.getBetHistoryByRequestId(requestId);
        wrapper.fulfillOne(address(challenge), requestId, word);
        IGMChallenge.Bet memory afterwards = challenge.getBetHistoryByRequestId(requestId);
        if (!before.resolved && !before.cancelled && before.cancelRequestedAt != 0) {
            bool inWindow = block.timestamp < before.cancelRequestedAt + challenge.CANCEL_FINALIZE_DELAY();
            if (inWindow && !afterwards.resolved) pendingCancelFulfilmentIgnored = true;
            if (!inWindow && afterwards.resolved) lateFulfilmentSettled = true;
            if (inWindow && afterwards.resolved) ++resolvedWithCancelRequested;
        }
        if (before.resolved || before.cancelled) {
            if (
                afterwards.resolved != before.resolved || afterwards.cancelled != before.cancelled
                    || afterwards.success != before.success
            ) {
                settledBetChanged = true;
            }
        }
        if (afterwards.resolved) ghostResolved[requestId] = true;
        ++calls;
    }

    function requestCancel(uint256 requestSeed, uint256 wait) external {
        if (requestIds.length == 0) return;
        uint256 requestId = requestIds[requestSeed % requestIds.length];
        IGMChallenge.Bet memory bet_ = challenge.getBetHistoryByRequestId(requestId);
        vm.warp(block.timestamp + _bound(wait, 0, 2 days));
        vm.prank(bet_.user);
        try challenge.requestCancelBet(requestId) {
            if (bet_.resolved || bet_.cancelled) settledBetChanged = true;
            ++cancelsRequested;
            ++calls;
        } catch { }
    }

    /// @dev Waits from seconds to beyond the finalize delay, so fulfilments land on both sides of it.
    function cancel(uint256 requestSeed, uint256 wait) external {
        if (requestIds.length == 0) return;
        uint256 requestId = requestIds[requestSeed % requestIds.length];
        IGMChallenge.Bet memory bet_ = challenge.getBetHistoryByRequestId(requestId);
        vm.warp(block.timestamp + _bound(wait, 0, 30 minutes));
        vm.prank(bet_.user);
        try challenge.cancelBet(requestId) {
            if (bet_.resolved || bet_.cancelled) settledBetChanged = true;
            if (
                bet_.cancelRequestedAt == 0
                    || block.timestamp < bet_.cancelRequestedAt + challenge.CANCEL_FINALIZE_DELAY()
            ) {
                unrequestedCancelAccepted = true;
            }
            ghostCancelled[requestId] = true;
            ++calls;
        } catch { }
    }

    /// @dev The owner changes a row of the table: a random row to random odds, or back to its default.
    function setOdds(uint256 unitSeed, uint256 multipleSeed, uint16 probBps, uint16 lossBps, bool restore) external {
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        if (restore) {
            (probBps, lossBps) = _shownOdds(unit, multiple);
        } else {
            probBps = uint16(_bound(probBps, 0, 10_000));
            lossBps = uint16(_bound(lossBps, 0, 10_000));
        }
        vm.prank(owner);
        challenge.setBettingTable(unit, multiple, probBps, lossBps);
    }

    function claimAndVest(uint256 actorSeed) external {
        address user = _actor(actorSeed);
        uint256 nonce = ++_nonce;
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(keccak256(abi.encode(AUTHORIZE_TYPEHASH, user, nonce, deadline)));
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        try challenge.claimAndVest(nonce, deadline, signature) {
            paidTo[user] += token.balanceOf(user) - before;
            uint256 scheduleId = challenge.userVestingScheduleIds(user);
            if (scheduleId != 0) {
                ghostBeneficiaryOf[scheduleId] = user;
                ghostOriginOf[scheduleId] = user;
            }
            _used.push(UsedSignature(user, nonce, deadline, signature));
            ++calls;
        } catch { }
    }

    function claimVesting(uint256 actorSeed) external {
        address user = _actor(actorSeed);
        uint256 id = vesting.getUserVestingScheduleId(user);
        if (id == 0) return;
        uint256 before = token.balanceOf(user);
        vm.prank(user);
        try vesting.claim(id) {
            paidTo[ghostOriginOf[id]] += token.balanceOf(user) - before;
            ++calls;
        } catch { }
    }

    /// @dev A beneficiary (or anyone: most attempts then fail) proposes a schedule to another actor or withdraws.
    function proposeBeneficiary(uint256 callerSeed, uint256 idSeed, uint256 toSeed) external {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        uint256 id = 1 + idSeed % count;
        address caller = _actor(callerSeed);
        address to = toSeed % 6 == 5 ? address(0) : _actor(toSeed);
        vm.prank(caller);
        try vesting.changeBeneficiary(id, to) {
            ghostProposedOf[id] = to;
            ++calls;
        } catch { }
    }

    /// @dev Any actor tries to accept any schedule; only the proposed address may.
    function acceptBeneficiary(uint256 callerSeed, uint256 idSeed) external {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        uint256 id = 1 + idSeed % count;
        address caller = _actor(callerSeed);
        vm.prank(caller);
        try vesting.acceptBeneficiary(id) {
            if (ghostProposedOf[id] != caller) acceptByOtherAccepted = true;
            ghostBeneficiaryOf[id] = caller;
            ghostProposedOf[id] = address(0);
            ++beneficiariesAccepted;
            ++calls;
        } catch { }
    }

    /// @dev An owner batch of two entries, possibly both the same actor and possibly already registered: those
    /// entries are skipped and never counted twice.
    function registerBatchByOwner(uint256 firstSeed, uint256 secondSeed, uint256 amount) external {
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
        if (challenge.amount_registered() - registeredBefore != expected) batchCountedTwice = true;
        if (firstNew) allocationOf[users[0]] = amount;
        if (secondNew) allocationOf[users[1]] = amount;
        registrationsSkipped += (firstNew ? 0 : 1) + (secondNew ? 0 : 1);
        ++calls;
    }

    function revokeVesting(uint256 idSeed) external {
        uint256 count = vesting.scheduleCount();
        if (count == 0) return;
        vm.prank(owner);
        // Every PUBLIC schedule here was created by GMChallenge, so every revoke must fail.
        try vesting.revoke(1 + idSeed % count) {
            publicRevokeAccepted = true;
            ++calls;
        } catch { }
    }

    function removeScheduler() external {
        vm.prank(owner);
        try vesting.setScheduler(address(challenge), false) {
            if (!vesting.isScheduler(address(challenge))) schedulerRemoved = true;
        } catch { }
    }

    function replay(uint256 seed) external {
        if (_used.length == 0) return;
        UsedSignature memory used = _used[seed % _used.length];
        vm.prank(used.user);
        try challenge.bet{ value: FEE }(10 * GM, 2, 0, 10_000, used.nonce, used.deadline, used.signature) {
            replayAccepted = true;
        } catch { }
        vm.prank(used.user);
        try challenge.claimAndVest(used.nonce, used.deadline, used.signature) {
            replayAccepted = true;
        } catch { }
    }

    function ownerWithdraw(uint256 amount) external {
        uint256 balance = token.balanceOf(address(challenge));
        uint256 liabilities =
            challenge.amount_owed() + challenge.amount_supply() - challenge.amount_registered();
        uint256 surplus = balance > liabilities ? balance - liabilities : 0;
        amount = _bound(amount, 1, balance + 1);
        vm.prank(owner);
        try challenge.withdraw(amount) {
            if (amount > surplus) overWithdrawAccepted = true;
            withdrawn += amount;
            ++calls;
        } catch { }
    }

    /// @dev Releases a random part of the unregistered supply; one wei more than it is tried too, and must fail.
    function releaseSupply(uint256 amount) external {
        uint256 unregistered = challenge.amount_supply() - challenge.amount_registered();
        amount = _bound(amount, 1, unregistered + 1);
        vm.prank(owner);
        try challenge.releaseSupply(amount) {
            if (amount > unregistered) overReleaseAccepted = true;
            released += amount;
            ++calls;
        } catch { }
    }

    function setOff(bool off) external {
        vm.prank(owner);
        challenge.setOff(off);
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + _bound(seconds_, 0, 45 days));
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      HELPERS
    //////////////////////////////////////////////////////////////////////////*/

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function requestCount() external view returns (uint256) {
        return requestIds.length;
    }

    function _actor(uint256 seed) internal view returns (address) {
        return actors[seed % actors.length];
    }

    /// @dev The row the web shows for the deployed table (every unit has the same rows).
    function _shownOdds(uint256, uint256 multiple) internal pure returns (uint16 probBps, uint16 lossBps) {
        if (multiple == 2) return (2500, 5000);
        if (multiple == 4) return (1500, 7000);
        return (1200, 9000);
    }

    function _checkRecordedOdds(uint256 requestId, uint16 minProbBps, uint16 maxLossBps) internal {
        IGMChallenge.Bet memory placed = challenge.getBetHistoryByRequestId(requestId);
        if (placed.probBps < minProbBps || placed.lossBps > maxLossBps) oddsBoundBroken = true;
    }

    function _pair(uint256 unitSeed, uint256 multipleSeed) internal pure returns (uint256 unit, uint256 multiple) {
        unit = 10 * GM * (10 ** (unitSeed % 4));
        multiple = 2 + 2 * (multipleSeed % 3);
    }

    function _sign(bytes32 structHash) internal view returns (bytes memory) {
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("GMChallenge"),
                keccak256("1"),
                block.chainid,
                address(challenge)
            )
        );
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(SIGNER_KEY, keccak256(abi.encodePacked("\x19\x01", domain, structHash)));
        return abi.encodePacked(r, s, v);
    }

    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (x >= min && x <= max) return x;
        return min + (x % (max - min + 1));
    }
}
