// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../../contracts/libraries/Errors.sol";
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

    /// @dev The listed form's months: 10, 30 and 20 GM.
    function threeListedMonths() internal pure returns (uint256[] memory amounts) {
        amounts = new uint256[](3);
        amounts[0] = 10 * GM;
        amounts[1] = 30 * GM;
        amounts[2] = 20 * GM;
    }

    /// @dev A standard schedule of 600 GM for `beneficiary`, created by the test contract made a scheduler
    /// (irrevocable).
    function createStandardAsScheduler(address beneficiary) internal returns (uint256) {
        teamVesting.setScheduler(address(this), true);
        return teamVesting.createStandardSchedule(beneficiary, 600 * GM);
    }

    /// @dev The team schedule for `beneficiary`, created by `by` made a scheduler with 1,000 GM (irrevocable).
    function createTeamScheduleAs(address by, address beneficiary) internal returns (uint256 scheduleId) {
        teamVesting.setScheduler(by, true);
        token.transfer(by, 1_000 * GM);
        vm.startPrank(by);
        token.approve(address(teamVesting), 1_000 * GM);
        scheduleId = teamVesting.createVestingSchedule(beneficiary, 100 * GM, 15, sixMonths(150 * GM));
        vm.stopPrank();
    }

    function claimAs(address caller, uint256 scheduleId) internal {
        vm.prank(caller);
        teamVesting.claim(scheduleId);
    }

    /// @dev `caller`, who is not the beneficiary of `scheduleId`, claims it: refused.
    function claimAsNotBeneficiary(address caller, uint256 scheduleId) internal {
        expectRevertAs(caller, abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, scheduleId, caller));
        teamVesting.claim(scheduleId);
    }

    /// @dev `from` proposes `to` as the beneficiary of `scheduleId`, and `to` accepts.
    function moveSchedule(uint256 scheduleId, address from, address to) internal {
        vm.prank(from);
        teamVesting.changeBeneficiary(scheduleId, to);
        vm.prank(to);
        teamVesting.acceptBeneficiary(scheduleId);
    }
}

/// @notice For the tests of one TEAM schedule of alice's, `id`, that the owner created (revocable).
abstract contract GMVesting_AliceSchedule_Unit_Test is GMVesting_Unit_Test {
    uint256 internal id;

    function setUp() public virtual override {
        super.setUp();
        id = createTeamSchedule(alice);
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
