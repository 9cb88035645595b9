// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract BeneficiarySchedules_Unit_Test is GMVesting_Unit_Test {
    function test_GivenNoSchedule() external view {
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 0, "count");
        assertEq(teamVesting.getUserVestingScheduleId(alice), 0, "no schedule");
    }

    function test_RevertWhen_IndexRead() external givenNoSchedule {
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x32));
        teamVesting.beneficiarySchedules(alice, 0);
        createTeamSchedule(alice);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x32));
        teamVesting.beneficiarySchedules(alice, 1);
    }

    function test_GivenSchedules() external {
        createTeamSchedule(bob);
        for (uint256 i = 0; i < 9; ++i) {
            createTeamSchedule(alice);
        }
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 9, "count");
        assertEq(teamVesting.getUserVestingScheduleId(alice), 2, "first id");
        for (uint256 i = 0; i < 9; ++i) {
            assertEq(teamVesting.beneficiarySchedules(alice, i), 2 + i, "ids in order");
        }
        assertEq(teamVesting.getUserVestingScheduleId(bob), 1, "bob's");
    }
}
