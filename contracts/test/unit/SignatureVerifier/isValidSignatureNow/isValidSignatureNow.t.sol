// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { SignatureVerifier } from "../../../../contracts/SignatureVerifier.sol";
import { SmartAccountFactoryMock } from "../../../mocks/SmartAccountFactoryMock.sol";
import { SmartAccountMock } from "../../../mocks/SmartAccountMock.sol";
import { BaseTest } from "../../../utils/BaseTest.sol";
import { Deploy } from "../../../utils/Deploy.sol";
import { UserSignatures } from "../../../utils/UserSignatures.sol";

contract IsValidSignatureNow_Unit_Test is BaseTest {
    uint256 internal constant EVE_KEY = 0xE5E;
    bytes32 internal constant HASH = keccak256("a digest");

    SignatureVerifier internal verifier;
    SmartAccountFactoryMock internal factory;

    function setUp() public override {
        super.setUp();
        verifier = Deploy.signatureVerifier();
        factory = new SmartAccountFactoryMock();
    }

    function wrapped(bytes32 salt, bytes memory inner) internal view returns (bytes memory) {
        return UserSignatures.wrap6492(
            address(factory), abi.encodeCall(SmartAccountFactoryMock.createAccount, (carol, salt)), inner
        );
    }

    function test_WhenNotWrapped_GivenSignerHasNoCode() external whenNotWrapped givenSignerHasNoCode {
        bytes memory valid = UserSignatures.sign(CAROL_KEY, HASH);
        assertTrue(verifier.isValidSignatureNow(carol, HASH, valid), "carol's signature");
        assertFalse(verifier.isValidSignatureNow(carol, HASH, UserSignatures.sign(EVE_KEY, HASH)), "eve's");
        assertFalse(verifier.isValidSignatureNow(carol, keccak256("other"), valid), "another hash");
        assertFalse(verifier.isValidSignatureNow(carol, HASH, hex"00"), "malformed");
        bytes memory highS = UserSignatures.highS(valid);
        (bytes32 r, bytes32 s, uint8 v) = UserSignatures.split(highS);
        assertEq(ecrecover(HASH, v, r, s), carol, "ecrecover takes high s");
        assertFalse(verifier.isValidSignatureNow(carol, HASH, highS), "high s refused");
    }

    function test_WhenNotWrapped_GivenSignerHasCode() external whenNotWrapped givenSignerHasCode {
        SmartAccountMock account = new SmartAccountMock(carol);
        bytes memory byOwner = UserSignatures.sign(CAROL_KEY, HASH);
        assertTrue(verifier.isValidSignatureNow(address(account), HASH, byOwner), "EIP-1271 yes");
        assertFalse(verifier.isValidSignatureNow(address(account), HASH, UserSignatures.sign(EVE_KEY, HASH)), "no");
        vm.prank(carol);
        account.setAccepting(false);
        assertFalse(verifier.isValidSignatureNow(address(account), HASH, byOwner), "revoked");
        // A contract without isValidSignature (the token) never validates, even with a signature of its address.
        assertFalse(verifier.isValidSignatureNow(address(token), HASH, byOwner), "no EIP-1271");
        // An EOA that delegated its code (EIP-7702: 0xef0100 ‖ delegate) still signs with its key.
        vm.etch(carol, abi.encodePacked(hex"ef0100", address(token)));
        assertGt(carol.code.length, 0, "carol has code");
        assertTrue(verifier.isValidSignatureNow(carol, HASH, byOwner), "a delegated EOA's own signature");
        assertFalse(verifier.isValidSignatureNow(carol, HASH, UserSignatures.sign(EVE_KEY, HASH)), "not eve's");
    }

    function test_RevertWhen_WrapperDoesNotDecode() external whenWrapped {
        bytes memory garbage = abi.encodePacked(bytes32(uint256(1)), bytes32(uint256(2)), UserSignatures.ERC6492_SUFFIX);
        vm.expectRevert(bytes(""));
        verifier.isValidSignatureNow(carol, HASH, garbage);
    }

    function test_WhenWrapped_GivenSignerHasNoCode() external whenWrapped givenSignerHasNoCode {
        bytes32 salt = keccak256("one");
        address account = factory.accountAddress(carol, salt);
        assertTrue(
            verifier.isValidSignatureNow(account, HASH, wrapped(salt, UserSignatures.sign(CAROL_KEY, HASH))), "valid"
        );
        assertGt(account.code.length, 0, "deployed");
        assertEq(factory.lastCaller(), address(verifier), "the verifier called the factory");
        assertEq(address(verifier).balance, 0, "no native");
        assertEq(token.balanceOf(address(verifier)), 0, "no tokens");

        // A factory that deploys another account (another salt) leaves the signer without code: false, no revert.
        address missing = factory.accountAddress(carol, keccak256("two"));
        bytes memory elsewhere = wrapped(keccak256("three"), UserSignatures.sign(CAROL_KEY, HASH));
        assertFalse(verifier.isValidSignatureNow(missing, HASH, elsewhere), "another account deployed");
        assertEq(missing.code.length, 0, "still not deployed");
        // A factory call that reverts (an address without code as factory, calldata it cannot take): false.
        bytes memory reverting = UserSignatures.wrap6492(address(token), hex"deadbeef", UserSignatures.sign(CAROL_KEY, HASH));
        assertFalse(verifier.isValidSignatureNow(missing, HASH, reverting), "factory reverted");

        // An EOA's own valid signature in a wrapper (issue 32): the factory leaves carol without code, so it is
        // refused, and whoever relays it cannot attach a call of their choosing to a valid signature.
        bytes memory eoaWrapped = wrapped(keccak256("four"), UserSignatures.sign(CAROL_KEY, HASH));
        assertFalse(verifier.isValidSignatureNow(carol, HASH, eoaWrapped), "an EOA's signature in a wrapper");
        assertTrue(verifier.isValidSignatureNow(carol, HASH, UserSignatures.sign(CAROL_KEY, HASH)), "plain: valid");
    }

    function test_GmClaimDeploymentContract() external view {
        assertTrue(verifier.gmClaimDeploymentContract() == verifier.gmClaimDeploymentContract.selector, "the marker");
    }

    function test_WhenWrapped_GivenSignerDeployed() external whenWrapped givenSignerHasCode {
        bytes32 salt = keccak256("one");
        SmartAccountMock account = factory.createAccount(carol, salt);
        uint256 deployments = factory.deployments();
        assertTrue(
            verifier.isValidSignatureNow(address(account), HASH, wrapped(salt, UserSignatures.sign(CAROL_KEY, HASH))),
            "valid"
        );
        assertEq(factory.deployments(), deployments, "factory not called");
        assertFalse(
            verifier.isValidSignatureNow(address(account), HASH, wrapped(salt, UserSignatures.sign(EVE_KEY, HASH))),
            "inner signature checked"
        );
    }
}
