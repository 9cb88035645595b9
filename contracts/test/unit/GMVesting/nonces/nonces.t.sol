// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract Nonces_Unit_Test is GMVesting_Unit_Test {
    function test_GivenNoSignedClaim() external view {
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 0), "fresh: the address, counter 0");
    }

    function test_GivenSignedClaims() external {
        uint256 first = createTeamSchedule(carol);
        uint256 second = createTeamSchedule(carol);
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        teamVesting.claimViaSig(first, safe, deadline, signClaim(CAROL_KEY, teamVesting, first, safe, claimNonce(carol, 0), deadline));
        teamVesting.claimViaSig(second, carol, deadline, signClaim(CAROL_KEY, teamVesting, second, carol, claimNonce(carol, 1), deadline));
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 2), "one per signed claim, across schedules");

        // Neither a direct claim nor a signed claim that reverts uses a nonce.
        vm.warp(MAR_15);
        claimAs(carol, first);
        bytes memory signature = signClaim(CAROL_KEY, teamVesting, first, safe, claimNonce(carol, 2), deadline + 60 days);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, first));
        teamVesting.claimViaSig(first, safe, deadline + 60 days, signature);
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 2), "unchanged");

        // Per beneficiary and per deployment.
        assertEq(teamVesting.nonces(alice), claimNonce(alice, 0), "another beneficiary");
        assertEq(publicVesting.nonces(carol), claimNonce(carol, 0), "another GMVesting");

        // The index beside the nonce is untouched, and hand-overs keep both apart.
        assertEq(teamVesting.beneficiaryScheduleCount(carol), 2, "two schedules listed");
        assertEq(teamVesting.beneficiarySchedules(carol, 1), second, "second listed");
        moveSchedule(first, carol, alice);
        assertEq(teamVesting.beneficiaryScheduleCount(carol), 1, "one left");
        assertEq(teamVesting.getUserVestingScheduleId(carol), second, "the other one");
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 3), "a handover moves the giver's nonce on");
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 1, "alice holds it");
        assertEq(teamVesting.nonces(alice), claimNonce(alice, 0), "alice's nonce untouched");
    }
}
