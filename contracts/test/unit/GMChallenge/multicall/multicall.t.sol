// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract Multicall_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal version;

    function setUp() public override {
        super.setUp();
        version = activateList();
    }

    function _register(address account, uint256 index, uint256 amount) internal view returns (bytes memory) {
        return abi.encodeCall(IGMChallenge.registerWithProof, (account, version, amount, listProof(version, index)));
    }

    function _claim(address user) internal returns (bytes memory) {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        return abi.encodeCall(IGMChallenge.claimAndVest, (nonce, deadline, signAuthorize(user, nonce, deadline)));
    }

    function _bet(address user, uint256 unit) internal returns (bytes memory) {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(user, nonce, deadline);
        return abi.encodeCall(IGMChallenge.bet, (unit, 2, 2500, 5000, nonce, deadline, signature));
    }

    function test_RevertWhen_ACallReverts() external {
        bytes[] memory calls = new bytes[](2);
        calls[0] = _register(alice, 0, 100 * GM);
        // Bob's authorisation used by alice: the server signature does not match.
        // The same registration again: the second call reverts.
        calls[1] = _register(alice, 0, 100 * GM);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        challenge.multicall(calls);
        assertFalse(challenge.isRegistered(alice), "the registration is undone too");
    }

    function test_WhenRegistersAndClaimsAndVests() external {
        bytes[] memory calls = new bytes[](2);
        calls[0] = _register(alice, 0, 100 * GM);
        calls[1] = _claim(alice);
        vm.prank(alice);
        challenge.multicall(calls);
        assertTrue(challenge.hasClaimedAndVested(alice), "claimed as the sender");
        assertEq(token.balanceOf(alice), 10 * GM, "10% now");
        assertGt(challenge.userVestingScheduleIds(alice), 0, "schedule created");
    }

    function test_WhenRegistersAndBets() external {
        bytes[] memory calls = new bytes[](2);
        calls[0] = _register(alice, 0, 100 * GM);
        calls[1] = _bet(alice, 10 * GM);
        uint256 balanceBefore = alice.balance;
        vm.prank(alice);
        challenge.multicall{ value: FEE + 5 }(calls);
        assertEq(challenge.availableToBet(alice), 0, "a bet is pending");
        assertEq(challenge.vestable(alice), 90 * GM, "the stake left the vestable part");
        assertEq(balanceBefore - alice.balance, FEE, "only the VRF fee was kept");
    }

    function test_WhenRegistersAndClaimsToAnotherAddressViaSig() external {
        address safeAddress = vm.addr(0x5AFE5);
        (uint256 nonce, uint256 deadline, bytes memory server, bytes memory user) =
            signedClaimAndVest(CAROL_KEY, carol, safeAddress);
        bytes[] memory calls = new bytes[](2);
        calls[0] = _register(carol, 2, 300 * GM);
        calls[1] = abi.encodeCall(
            IGMChallenge.claimAndVestViaSig, (carol, safeAddress, nonce, deadline, server, user)
        );
        vm.prank(relayer);
        challenge.multicall(calls);
        assertEq(token.balanceOf(safeAddress), 30 * GM, "10% to the recipient");
        assertEq(publicVesting.pendingGifts(safeAddress).length, 1, "the schedule waits for the recipient");
    }

    function test_RevertWhen_RepeatsABet() external {
        register(bob, 500 * GM);
        bytes[] memory calls = new bytes[](2);
        calls[0] = _bet(bob, 10 * GM);
        calls[1] = _bet(bob, 10 * GM);
        uint256 firstRequest = wrapper.lastRequestId() + 1;
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_BetPending.selector, firstRequest));
        challenge.multicall{ value: FEE }(calls);
    }
}
