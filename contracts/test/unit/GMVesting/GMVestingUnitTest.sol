// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { BaseTest } from "../../utils/BaseTest.sol";

/// @notice Shared constants and helpers of GMVesting's unit tests (one folder per external function).
/// @dev Release timestamps of TGE 2027-01-15 08:00 UTC with release day 15: Feb 15, Mar 15, ... 08:00 UTC.
abstract contract GMVesting_Unit_Test is BaseTest {
    uint256 internal constant FEB_15 = 1_802_678_400; // 2027-02-15 08:00 UTC
    uint256 internal constant MAR_15 = 1_805_097_600; // 2027-03-15 08:00 UTC
    uint256 internal constant JUL_15 = 1_815_638_400; // 2027-07-15 08:00 UTC

    /// @dev 100 GM at TGE, then six months of 150 GM on the 15th; created by the owner (revocable).
    function createTeamSchedule(address beneficiary) internal returns (uint256) {
        return teamVesting.createVestingSchedule(beneficiary, 100 * GM, 15, sixMonths(150 * GM));
    }
}

/// @notice For the schedules a scheduler creates on the TEAM vesting: `scheduler` is one, holds 400M GM and has
/// approved the vesting.
abstract contract GMVesting_Scheduler_Unit_Test is GMVesting_Unit_Test {
    address internal scheduler = address(0x5C4ED);

    function setUp() public virtual override {
        super.setUp();
        teamVesting.setScheduler(scheduler, true);
        token.transfer(scheduler, 400_000_000 * GM);
        vm.prank(scheduler);
        token.approve(address(teamVesting), type(uint256).max);
    }
}
