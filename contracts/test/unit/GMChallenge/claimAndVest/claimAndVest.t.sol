// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract ClaimAndVest_Unit_Test is GMChallenge_Unit_Test {
    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION + 7);
    }

    function test_RevertWhen_SignatureReplayed() external {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, 5, deadline);
        vm.prank(alice);
        challenge.claimAndVest(5, deadline, signature);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, alice, 5));
        challenge.claimAndVest(5, deadline, signature);
    }

    function test_RevertGiven_BeforeTge() external whenSignatureValid {
        vm.warp(TGE - 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ClaimsNotOpen.selector, TGE));
        claimAndVestAs(alice);
    }

    function test_RevertGiven_NotRegistered() external whenSignatureValid {
        vm.warp(TGE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NotRegistered.selector, bob));
        claimAndVestAs(bob);
    }

    function test_RevertGiven_AlreadyClaimed() external whenSignatureValid {
        vm.warp(TGE);
        claimAndVestAs(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyClaimed.selector, alice));
        claimAndVestAs(alice);
    }

    function test_RevertGiven_BetPending() external whenSignatureValid {
        uint256 requestId = betAs(alice, 10 * GM, 2);
        vm.warp(TGE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetPending.selector, requestId));
        claimAndVestAs(alice);
    }

    function test_GivenSomethingVestable() external whenSignatureValid givenUserMayClaim {
        uint256 requestId = betAs(alice, 100 * GM, 2);
        fulfill(requestId, WIN_X2); // redeemable 200, vestable 900 + 7
        challenge.setOff(true); // claims are never paused
        vm.warp(TGE + 3 days);
        uint256 vestable = 900 * GM + 7;
        uint256 unlocked = vestable / 10;
        uint256 vested = vestable - unlocked;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Claimed(alice, 200 * GM + unlocked);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Vest(alice, 1, vested);
        claimAndVestAs(alice);
        assertEq(token.balanceOf(alice), 200 * GM + unlocked, "paid at once");
        uint256 id = challenge.userVestingScheduleIds(alice);
        assertEq(id, 1, "schedule id");
        IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "beneficiary");
        assertEq(schedule.tgeAmount, 0, "no tge part");
        assertEq(schedule.releaseDay, 15, "TGE day");
        uint256 tranche = vested / 6;
        for (uint256 i = 0; i < 5; ++i) {
            assertEq(schedule.monthlyAmounts[i], tranche, "tranche");
        }
        assertEq(schedule.monthlyAmounts[5], vested - 5 * tranche, "remainder last");
        (uint256 claimedAmount, uint256 immediate, uint256 vestingAmount, uint256 timestamp) =
            challenge.getVestingSnapshot(alice);
        assertEq(claimedAmount, 200 * GM + unlocked, "snapshot claimed");
        assertEq(immediate, unlocked, "snapshot immediate");
        assertEq(vestingAmount, vested, "snapshot vesting");
        assertEq(timestamp, TGE + 3 days, "snapshot time");
        assertEq(challenge.redeemable(alice), 0, "redeemable read 0");
        assertEq(challenge.vestable(alice), 0, "vestable read 0");
        assertEq(challenge.availableToBet(alice), 0, "nothing to bet");
        assertEq(challenge.amount_transferred(), 200 * GM + vestable, "transferred");
        assertTrue(challenge.hasClaimedAndVested(alice), "claimed");
    }

    function test_GivenNothingVestable() external whenSignatureValid givenUserMayClaim {
        // Betting tables hold whole GM only (issue 24): a whole-GM allocation staked at once leaves nothing vestable.
        register(bob, ALLOCATION);
        challenge.setBettingTable(ALLOCATION, 2, 10_000, 0);
        challenge.fund(0, 10_000 * GM);
        uint256 requestId = betAs(bob, ALLOCATION, 2);
        fulfill(requestId, 0);
        assertEq(challenge.vestable(bob), 0, "nothing vestable");
        vm.warp(TGE);
        claimAndVestAs(bob);
        assertEq(token.balanceOf(bob), 2 * ALLOCATION, "winnings paid");
        assertEq(challenge.userVestingScheduleIds(bob), 0, "no schedule");
        assertEq(publicVesting.scheduleCount(), 0, "none created");
    }
}
