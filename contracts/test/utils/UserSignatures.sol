// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { SignatureTypes } from "../../contracts/libraries/SignatureTypes.sol";
import { ServerSignatures } from "./ServerSignatures.sol";
import { Vm } from "./Vm.sol";

/// @notice Users' EIP-712 signed claims as GMVesting (`Claim`) and GMChallenge (`ClaimAndVest`) verify them, built from
/// {SignatureTypes}, and the EIP-6492 wrapping of a counterfactual account's signature. Shared by the unit, fuzz,
/// integration and invariant tests.
library UserSignatures {
    Vm private constant VM = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @dev secp256k1's group order: private keys are 1..N-1, and s and N - s are both valid for ecrecover.
    uint256 internal constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    /// @dev EIP-6492's magic suffix.
    bytes32 internal constant ERC6492_SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;

    function vestingDomainSeparator(uint256 chainId, address verifyingContract) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                ServerSignatures.DOMAIN_TYPEHASH,
                keccak256(bytes(SignatureTypes.VESTING_DOMAIN_NAME)),
                keccak256(bytes(SignatureTypes.VESTING_DOMAIN_VERSION)),
                chainId,
                verifyingContract
            )
        );
    }

    function claimHash(
        uint256 scheduleId,
        address recipient,
        uint256 nonce,
        uint256 deadline
    )
        internal
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(SignatureTypes.CLAIM_TYPEHASH, scheduleId, recipient, nonce, deadline));
    }

    function claimAndVestHash(
        address user,
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline
    )
        internal
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(SignatureTypes.CLAIM_AND_VEST_TYPEHASH, user, recipient, amount, nonce, deadline));
    }

    /// @dev The digest a GMVesting at `vesting` on `chainId` verifies for a `Claim`.
    function claimDigest(
        uint256 chainId,
        address vesting,
        uint256 scheduleId,
        address recipient,
        uint256 nonce,
        uint256 deadline
    )
        internal
        pure
        returns (bytes32)
    {
        return keccak256(
            abi.encodePacked(
                "\x19\x01", vestingDomainSeparator(chainId, vesting), claimHash(scheduleId, recipient, nonce, deadline)
            )
        );
    }

    /// @dev The digest a GMChallenge at `challenge` on `chainId` verifies for a `ClaimAndVest`.
    function claimAndVestDigest(
        uint256 chainId,
        address challenge,
        address user,
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline
    )
        internal
        pure
        returns (bytes32)
    {
        return ServerSignatures.digest(claimAndVestHash(user, recipient, amount, nonce, deadline), chainId, challenge);
    }

    /// @dev A 65-byte ECDSA signature (r, s, v) of `digest` by `key`.
    function sign(uint256 key, bytes32 digest) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = VM.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    /// @dev The r, s and v of a 65-byte signature (r, s, v).
    function split(bytes memory signature) internal pure returns (bytes32 r, bytes32 s, uint8 v) {
        assembly ("memory-safe") {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
    }

    /// @dev The same signature with s' = N - s and v flipped: valid for ecrecover, refused by ECDSA (malleability).
    function highS(bytes memory signature) internal pure returns (bytes memory) {
        (bytes32 r, bytes32 s, uint8 v) = split(signature);
        return abi.encodePacked(r, bytes32(SECP256K1_N - uint256(s)), v == 27 ? uint8(28) : uint8(27));
    }

    /// @dev `signature` wrapped for EIP-6492: the factory and the calldata that deploy the signing account, then the
    /// magic suffix.
    function wrap6492(
        address factory,
        bytes memory factoryCalldata,
        bytes memory signature
    )
        internal
        pure
        returns (bytes memory)
    {
        return abi.encodePacked(abi.encode(factory, factoryCalldata, signature), ERC6492_SUFFIX);
    }
}
