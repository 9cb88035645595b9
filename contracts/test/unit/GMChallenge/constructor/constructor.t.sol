// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge } from "../../../../contracts/GMChallenge.sol";
import { GMVesting } from "../../../../contracts/GMVesting.sol";
import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Deploy } from "../../../utils/Deploy.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract Constructor_GMChallenge_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_AnAddressIsZero() external {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        Deploy.gmChallenge(
            owner, IGMVesting(address(publicVesting)), address(wrapper), address(0), withdrawTo, 3, 100_000
        );
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        Deploy.gmChallenge(owner, IGMVesting(address(publicVesting)), address(wrapper), signer, address(0), 3, 100_000);
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        Deploy.gmChallenge(owner, IGMVesting(address(0)), address(wrapper), signer, withdrawTo, 3, 100_000);
    }

    function test_RevertWhen_CallbackGasLimitOutOfRange() external {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CallbackGasLimitOutOfRange.selector, 1));
        Deploy.gmChallenge(owner, IGMVesting(address(publicVesting)), address(wrapper), signer, withdrawTo, 3, 1);
    }

    function test_WhenArgumentsValid() external whenArgumentsValid {
        // 2027-01-31 09:30 UTC
        GMVesting vesting = Deploy.gmVesting(owner, token, 1_801_387_800, owner, "PUBLIC");
        GMChallenge other =
            Deploy.gmChallenge(owner, IGMVesting(address(vesting)), address(wrapper), signer, withdrawTo, 3, 100_000);
        assertEq(other.releaseDay(), 28, "clamped");
        assertEq(other.tgeTimestamp(), 1_801_387_800, "tge");
        assertEq(other.requestConfirmations(), 3, "confirmations");
        assertEq(other.MIN_CANCEL_DELAY(), 1 hours, "min delay");
    }

    function test_WhenArgumentsValid_DefaultTable() external view whenArgumentsValid {
        uint256 unit = 10 * GM;
        for (uint256 i = 0; i < 4; ++i) {
            (uint16 p2, uint16 l2) = challenge.bettingTable(unit, 2);
            (uint16 p4, uint16 l4) = challenge.bettingTable(unit, 4);
            (uint16 p6, uint16 l6) = challenge.bettingTable(unit, 6);
            assertTrue(p2 == 2500 && l2 == 5000 && p4 == 1500 && l4 == 7000 && p6 == 1200 && l6 == 9000, "defaults");
            unit *= 10;
        }
        (uint16 p, uint16 l) = challenge.bettingTable(100_000 * GM, 2);
        assertTrue(p == 0 && l == 0, "not offered");
    }

    function test_WhenArgumentsValid_ApprovesTheVestingOnce() external view whenArgumentsValid {
        assertEq(token.allowance(address(challenge), address(publicVesting)), type(uint256).max, "approved once");
    }
}
