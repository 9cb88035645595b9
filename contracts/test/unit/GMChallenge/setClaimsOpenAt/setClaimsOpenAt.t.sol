// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetClaimsOpenAt_Unit_Test is GMChallenge_Unit_Test {
    function setUp() public override {
        super.setUp();
        // Ten days before the TGE, when the opening (the TGE) is still ahead.
        vm.warp(TGE - 10 days);
    }

    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setClaimsOpenAt(TGE + 1 days);
    }

    function test_RevertGiven_OpeningPassed() external whenCallerOwner {
        vm.warp(TGE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ClaimsAlreadyOpen.selector, TGE));
        challenge.setClaimsOpenAt(TGE + 1 days);
    }

    function test_RevertWhen_EarlierWithoutNotice() external whenCallerOwner {
        challenge.setClaimsOpenAt(TGE + 10 days);
        vm.warp(TGE);
        uint256 earliest = block.timestamp + 24 hours;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NoticeTooShort.selector, earliest - 1, earliest));
        challenge.setClaimsOpenAt(earliest - 1);
        challenge.setClaimsOpenAt(earliest);
        assertEq(challenge.claimsOpenAt(), earliest, "earlier with 24 hours' notice");
    }

    function test_RevertWhen_OutsideTheWindow() external whenCallerOwner {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidClaimWindow.selector, TGE - 1, 0));
        challenge.setClaimsOpenAt(TGE - 1);
        uint256 deadline = block.timestamp + 60 days;
        challenge.setClaimDeadline(deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidClaimWindow.selector, deadline, deadline));
        challenge.setClaimsOpenAt(deadline);
    }

    function test_WhenLaterOrEarlierWithNotice() external whenCallerOwner {
        assertEq(challenge.claimsOpenAt(), TGE, "opens at the TGE by default");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ClaimWindowSet(TGE + 3 days, 0);
        challenge.setClaimsOpenAt(TGE + 3 days);
        assertEq(challenge.claimsOpenAt(), TGE + 3 days, "moved later");
    }

    function test_WhenLaterOrEarlierWithNotice_EveryEntryPointWaits() external whenCallerOwner {
        uint256 openAt = TGE + 3 days;
        challenge.setClaimsOpenAt(openAt);
        register(alice, ALLOCATION);
        uint256 version = activateList();
        vm.warp(openAt - 1);

        bytes memory notOpen = abi.encodeWithSelector(Errors.GMChallenge_ClaimsNotOpen.selector, openAt);
        vm.expectRevert(notOpen);
        claimAndVestAs(alice);
        vm.expectRevert(notOpen);
        betAs(alice, 10 * GM, 2);
        uint256 deadline = block.timestamp + 600;
        bytes memory registerSignature = signRegister(bob, 60 * GM, 9_001, deadline);
        vm.prank(bob);
        vm.expectRevert(notOpen);
        challenge.registerAndClaimAndVest(60 * GM, 9_001, deadline, registerSignature);
        // The proof form: registering is fine before the opening (people prepare), claiming is not.
        challenge.registerWithProof(carol, version, 300 * GM, listProof(version, 2));
        vm.expectRevert(notOpen);
        claimAndVestAs(carol);

        // From its first second.
        vm.warp(openAt);
        claimAndVestAs(alice);
        claimAndVestAs(carol);
        assertTrue(challenge.hasClaimedAndVested(carol), "open from the first second");
    }
}
