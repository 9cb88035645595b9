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
    bool public settledBetChanged;
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
        try challenge.registerAndBet{ value: FEE }(amount, unit, multiple, nonce, deadline, signature) returns (
            uint256 requestId
        ) {
            allocationOf[user] = amount;
            requestIds.push(requestId);
            _used.push(UsedSignature(user, nonce, deadline, signature));
            ++calls;
        } catch { }
    }

    function bet(uint256 actorSeed, uint256 unitSeed, uint256 multipleSeed, uint256 extraFee) external {
        address user = _actor(actorSeed);
        (uint256 unit, uint256 multiple) = _pair(unitSeed, multipleSeed);
        uint256 nonce = ++_nonce;
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = _sign(keccak256(abi.encode(AUTHORIZE_TYPEHASH, user, nonce, deadline)));
        uint256 value = FEE + _bound(extraFee, 0, 1 ether);
        vm.prank(user);
        try challenge.bet{ value: value }(unit, multiple, nonce, deadline, signature) returns (uint256 requestId) {
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

    function cancel(uint256 requestSeed, uint256 wait) external {
        if (requestIds.length == 0) return;
        uint256 requestId = requestIds[requestSeed % requestIds.length];
        IGMChallenge.Bet memory bet_ = challenge.getBetHistoryByRequestId(requestId);
        vm.warp(block.timestamp + _bound(wait, 0, 2 days));
        vm.prank(bet_.user);
        try challenge.cancelBet(requestId) {
            if (bet_.resolved || bet_.cancelled) settledBetChanged = true;
            ghostCancelled[requestId] = true;
            ++calls;
        } catch { }
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
            paidTo[user] += token.balanceOf(user) - before;
            ++calls;
        } catch { }
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
        try challenge.bet{ value: FEE }(10 * GM, 2, used.nonce, used.deadline, used.signature) {
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
