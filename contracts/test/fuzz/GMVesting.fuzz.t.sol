// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { BaseTest } from "../utils/BaseTest.sol";

contract GMVesting_Fuzz_Test is BaseTest {
    /// @dev Random schedules claimed at random times: each claim pays exactly the newly vested part, the total never
    /// exceeds the schedule, and after the last month everything has been paid.
    function testFuzz_ClaimsPayExactlyTheVestedAmount(
        uint256 tgeAmount,
        uint256 seed,
        uint8 months,
        uint8 releaseDay,
        uint256[4] memory steps
    )
        public
    {
        months = uint8(bound(months, 0, 24));
        releaseDay = uint8(bound(releaseDay, 1, 28));
        tgeAmount = bound(tgeAmount, 0, 1_000_000 * GM);
        uint256[] memory monthly = new uint256[](months);
        uint256 total = tgeAmount;
        for (uint256 m = 0; m < months; ++m) {
            monthly[m] = uint256(keccak256(abi.encode(seed, m))) % (100_000 * GM);
            total += monthly[m];
        }
        vm.assume(total > 0);
        uint256 id = teamVesting.createVestingSchedule(alice, tgeAmount, releaseDay, monthly);

        uint256 paid = 0;
        uint256 time = TGE - 1 days;
        for (uint256 i = 0; i < steps.length; ++i) {
            time += bound(steps[i], 0, 400 days);
            vm.warp(time);
            uint256 expected = _expectedVested(tgeAmount, monthly, releaseDay, time);
            assertEq(teamVesting.calculateVestedAmount(id), expected, "vested");
            assertEq(teamVesting.claimableAmount(id), expected - paid, "claimable");
            if (expected > paid) {
                vm.prank(alice);
                teamVesting.claim(id);
                paid = expected;
            }
            assertEq(token.balanceOf(alice), paid, "paid");
            assertLe(paid, total, "never above total");
        }
        vm.warp(TGE + (uint256(months) + 2) * 31 days);
        if (teamVesting.claimableAmount(id) > 0) {
            vm.prank(alice);
            teamVesting.claim(id);
        }
        assertEq(token.balanceOf(alice), total, "fully paid");
    }

    /// @dev Revoking at a random time returns exactly the unvested part and freezes the vested part.
    function testFuzz_RevokeSplitsVestedAndUnvested(uint256 revokeAfter, uint256 claimAfter) public {
        uint256 id = teamVesting.createVestingSchedule(alice, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(TGE - 1 days + bound(revokeAfter, 0, 300 days));
        uint256 vested = teamVesting.calculateVestedAmount(id);
        uint256 treasuryBefore = token.balanceOf(owner);
        teamVesting.revoke(id);
        assertEq(token.balanceOf(owner) - treasuryBefore, 1_000 * GM - vested, "unvested returned");
        vm.warp(block.timestamp + bound(claimAfter, 0, 1_000 days));
        assertEq(teamVesting.claimableAmount(id), vested, "vested frozen");
        if (vested > 0) {
            vm.prank(alice);
            teamVesting.claim(id);
        }
        assertEq(token.balanceOf(address(teamVesting)), 0, "nothing stuck");
    }

    function _expectedVested(
        uint256 tgeAmount,
        uint256[] memory monthly,
        uint256 releaseDay,
        uint256 time
    )
        private
        view
        returns (uint256 vested)
    {
        if (time < TGE) return 0;
        vested = tgeAmount;
        for (uint256 m = 1; m <= monthly.length; ++m) {
            if (teamVesting.calculateReleaseTimestamp(TGE, m, uint8(releaseDay)) <= time) {
                vested += monthly[m - 1];
            }
        }
    }
}
