// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { GMVesting } from "../../../../contracts/GMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Deploy } from "../../../utils/Deploy.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract Constructor_GMVesting_Unit_Test is GMVesting_Unit_Test {
    function test_RevertWhen_TokenOrTreasuryZero() external {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        Deploy.gmVesting(owner, IERC20(address(0)), TGE, owner, "X");
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        Deploy.gmVesting(owner, token, TGE, address(0), "X");
    }

    function test_WhenArgumentsValid() external view whenArgumentsValid {
        assertEq(address(teamVesting.token()), address(token), "token");
        assertEq(teamVesting.tgeTimestamp(), TGE, "tge");
        assertEq(teamVesting.treasury(), owner, "treasury");
        assertTrue(keccak256(bytes(teamVesting.claimType())) == keccak256("TEAM"), "claim type");
        assertEq(teamVesting.MAX_MONTHS(), 120, "max months");
    }

    function test_WhenArgumentsValid_StandardReleaseDay() external whenArgumentsValid {
        assertEq(teamVesting.standardReleaseDay(), 15, "TGE on the 15th");
        assertEq(teamVesting.STANDARD_MONTHS(), 6, "six months");
        // 2027-01-31 09:30 UTC
        GMVesting late = Deploy.gmVesting(owner, token, 1_801_387_800, owner, "PUBLIC");
        assertEq(late.standardReleaseDay(), 28, "clamped to 28");
    }
}
