// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { GMChallenge } from "../../../../contracts/GMChallenge.sol";
import { GMVesting } from "../../../../contracts/GMVesting.sol";
import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { FeeOnTransferToken } from "../../../mocks/FeeOnTransferToken.sol";
import { Deploy } from "../../../utils/Deploy.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract Fund_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.fund(1, 1);
    }

    function test_RevertWhen_NothingFunded() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.fund(0, 0);
    }

    function test_RevertWhen_TokenTakesATransferFee() external whenCallerOwner whenSomethingFunded {
        // Crediting supply + buffer while receiving less would leave the last claimers unpaid.
        FeeOnTransferToken feeToken = new FeeOnTransferToken(owner, 1_000 * GM);
        GMVesting vesting = Deploy.gmVesting(owner, IERC20(address(feeToken)), TGE, owner, "PUBLIC");
        GMChallenge other =
            Deploy.gmChallenge(owner, IGMVesting(address(vesting)), address(wrapper), signer, withdrawTo, 3, 100_000);
        feeToken.approve(address(other), 100 * GM);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_FundingShortfall.selector, 100 * GM, 99 * GM));
        other.fund(60 * GM, 40 * GM);
    }

    function test_WhenTheTokenDeliversItAll() external whenCallerOwner whenSomethingFunded {
        uint256 supplyBefore = challenge.amount_supply();
        uint256 bufferBefore = bufferOf();
        uint256 balanceBefore = token.balanceOf(address(challenge));
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Funded(3 * GM, 4 * GM);
        challenge.fund(3 * GM, 4 * GM);
        assertEq(challenge.amount_supply(), supplyBefore + 3 * GM, "supply");
        assertEq(bufferOf(), bufferBefore + 4 * GM, "buffer");
        assertEq(token.balanceOf(address(challenge)), balanceBefore + 7 * GM, "pulled");
    }
}
