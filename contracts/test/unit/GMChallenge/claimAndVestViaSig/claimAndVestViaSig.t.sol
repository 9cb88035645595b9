// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Vm } from "../../../utils/Vm.sol";
import { SmartAccountFactoryMock } from "../../../mocks/SmartAccountFactoryMock.sol";
import { SmartAccountMock } from "../../../mocks/SmartAccountMock.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { UserSignatures } from "../../../utils/UserSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract ClaimAndVestViaSig_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal constant EVE_KEY = 0xE5E;
    uint256 internal nonce;
    uint256 internal deadline;
    bytes internal serverSignature;

    function setUp() public override {
        super.setUp();
        register(carol, ALLOCATION);
        vm.warp(TGE);
        authorize(carol);
    }

    /// @dev A fresh server `Authorize` for `user`, as the API issues it.
    function authorize(address user) internal {
        nonce = nextNonce();
        deadline = block.timestamp + 600;
        serverSignature = signAuthorize(user, nonce, deadline);
    }

    function relay(address user, address recipient, bytes memory userSignature) internal {
        vm.prank(relayer);
        challenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, userSignature);
    }

    function carolSigns(address recipient) internal view returns (bytes memory) {
        return signClaimAndVest(CAROL_KEY, carol, recipient, 0, nonce, deadline);
    }

    function test_RevertWhen_RecipientInvalid() external {
        address[] memory invalid = refusedRecipients();
        for (uint256 i = 0; i < invalid.length; ++i) {
            bytes memory userSignature = carolSigns(invalid[i]);
            vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, invalid[i]));
            relay(carol, invalid[i], userSignature);
        }
    }

    function test_RevertWhen_DeadlinePassed() external whenRecipientValid {
        bytes memory userSignature = carolSigns(safe);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_SignatureExpired.selector, deadline, deadline + 1));
        relay(carol, safe, userSignature);
    }

    function test_RevertWhen_ServerNonceUsed() external whenRecipientValid {
        bytes memory userSignature = carolSigns(safe);
        relay(carol, safe, userSignature);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, carol, nonce));
        relay(carol, safe, userSignature);
    }

    function test_RevertWhen_ServerSignatureNotForTheUser() external whenRecipientValid {
        // The server authorised alice; the relayer sends it for carol.
        serverSignature = signAuthorize(alice, nonce, deadline);
        bytes32 digest =
            ServerSignatures.digest(ServerSignatures.authorizeHash(carol, nonce, deadline), block.chainid, address(challenge));
        bytes memory userSignature = carolSigns(safe);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recoverSigner(digest, serverSignature))
        );
        relay(carol, safe, userSignature);
    }

    function test_RevertWhen_UserSignatureAnotherKeys() external whenRecipientValid whenServerSignatureValid {
        bytes memory forged = signClaimAndVest(EVE_KEY, carol, eve, 0, nonce, deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
        relay(carol, eve, forged);
        assertFalse(challenge.usedNonces(carol, nonce), "no nonce consumed");
        assertFalse(challenge.hasClaimedAndVested(carol), "not claimed");
    }

    function test_RevertWhen_UserSignatureNamesOtherFields() external whenRecipientValid whenServerSignatureValid {
        bytes memory toSafe = carolSigns(safe);
        // A relayer swapping the recipient.
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
        relay(carol, eve, toSafe);
        // Signed with an amount (for registerAndClaimAndVestViaSig), another nonce or another deadline.
        bytes[3] memory others = [
            signClaimAndVest(CAROL_KEY, carol, safe, ALLOCATION, nonce, deadline),
            signClaimAndVest(CAROL_KEY, carol, safe, 0, nonce + 1, deadline),
            signClaimAndVest(CAROL_KEY, carol, safe, 0, nonce, deadline + 1)
        ];
        for (uint256 i = 0; i < others.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
            relay(carol, safe, others[i]);
        }
    }

    function test_RevertWhen_UserSignatureMalformed() external whenRecipientValid whenServerSignatureValid {
        bytes[2] memory malformed = [bytes(hex"1234"), abi.encodePacked(bytes32(uint256(7)), UserSignatures.ERC6492_SUFFIX)];
        for (uint256 i = 0; i < malformed.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
            relay(carol, safe, malformed[i]);
        }
    }

    function test_RevertGiven_BetPending() external whenRecipientValid whenServerSignatureValid whenUserSignatureValid {
        vm.warp(TGE - 1 days);
        uint256 requestId = betAs(carol, 10 * GM, 2);
        vm.warp(TGE);
        authorize(carol);
        bytes memory userSignature = carolSigns(safe);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetPending.selector, requestId));
        relay(carol, safe, userSignature);
    }

    function test_GivenAnEoaUser() external whenRecipientValid whenServerSignatureValid whenUserSignatureValid {
        uint256 unlocked = ALLOCATION / 10;
        bytes memory userSignature = carolSigns(safe);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Claimed(carol, unlocked);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Vest(carol, 1, ALLOCATION - unlocked);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ClaimedTo(carol, safe, 1, unlocked);
        relay(carol, safe, userSignature);
        assertEq(token.balanceOf(safe), unlocked, "recipient paid at once");
        assertEq(token.balanceOf(carol), 0, "user paid nothing");
        assertEq(token.balanceOf(relayer), 0, "relayer paid nothing");
        assertEq(publicVesting.pendingBeneficiary(1), safe, "the recipient's gift to accept");
        assertTrue(challenge.hasClaimedAndVested(carol), "the user's claim");
        assertEq(challenge.userVestingScheduleIds(carol), 1, "recorded under the user");
        assertTrue(challenge.usedNonces(carol, nonce), "server nonce consumed");
    }

    function test_GivenRecipientIsTheUser() external whenRecipientValid whenServerSignatureValid whenUserSignatureValid {
        bytes memory userSignature = carolSigns(carol);
        vm.recordLogs();
        relay(carol, carol, userSignature);
        assertEq(token.balanceOf(carol), ALLOCATION / 10, "paid to the user");
        assertEq(publicVesting.getVestingSchedule(1).beneficiary, carol, "the user's schedule");
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(countLogs(logs, address(challenge), IGMChallenge.ClaimedTo.selector), 0, "no ClaimedTo");
    }

    function test_GivenAnEip1271User() external whenRecipientValid whenServerSignatureValid whenUserSignatureValid {
        SmartAccountMock account = new SmartAccountMock(carol);
        register(address(account), ALLOCATION);
        authorize(address(account));
        bytes memory userSignature = signClaimAndVest(CAROL_KEY, address(account), safe, 0, nonce, deadline);
        relay(address(account), safe, userSignature);
        assertTrue(challenge.hasClaimedAndVested(address(account)), "claimed");
        assertEq(token.balanceOf(safe), ALLOCATION / 10, "recipient paid");
    }

    function test_GivenAnEip6492User() external whenRecipientValid whenServerSignatureValid whenUserSignatureValid {
        SmartAccountFactoryMock factory = new SmartAccountFactoryMock();
        bytes32 salt = keccak256("carol");
        address account = factory.accountAddress(carol, salt);
        register(account, ALLOCATION);
        authorize(account);
        bytes memory userSignature = UserSignatures.wrap6492(
            address(factory),
            abi.encodeCall(SmartAccountFactoryMock.createAccount, (carol, salt)),
            signClaimAndVest(CAROL_KEY, account, account, 0, nonce, deadline)
        );
        relay(account, account, userSignature);
        assertGt(account.code.length, 0, "deployed");
        assertEq(factory.lastCaller(), address(challenge.signatureVerifier()), "deployed by the verifier");
        assertTrue(challenge.hasClaimedAndVested(account), "claimed");
        assertEq(token.balanceOf(account), ALLOCATION / 10, "paid to the account");
    }
}
