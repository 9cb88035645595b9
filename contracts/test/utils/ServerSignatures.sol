// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { SignatureTypes } from "../../contracts/libraries/SignatureTypes.sol";
import { Vm } from "./Vm.sol";

/// @notice The API signer's EIP-712 signatures as GMChallenge verifies them, built from {SignatureTypes} (the single
/// source of the types). Shared by the unit, fuzz and invariant tests.
library ServerSignatures {
    Vm private constant VM = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @dev The EIP-712 standard's domain type (OpenZeppelin's EIP712 uses exactly these four fields).
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    function domainSeparator(uint256 chainId, address verifyingContract) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                DOMAIN_TYPEHASH,
                keccak256(bytes(SignatureTypes.DOMAIN_NAME)),
                keccak256(bytes(SignatureTypes.DOMAIN_VERSION)),
                chainId,
                verifyingContract
            )
        );
    }

    function registerHash(address user, uint256 amount, uint256 nonce, uint256 deadline) internal pure returns (bytes32) {
        return keccak256(abi.encode(SignatureTypes.REGISTER_TYPEHASH, user, amount, nonce, deadline));
    }

    function authorizeHash(address user, uint256 nonce, uint256 deadline) internal pure returns (bytes32) {
        return keccak256(abi.encode(SignatureTypes.AUTHORIZE_TYPEHASH, user, nonce, deadline));
    }

    function digest(bytes32 structHash, uint256 chainId, address verifyingContract) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(chainId, verifyingContract), structHash));
    }

    /// @dev A 65-byte signature (r, s, v) by `key` of `structHash` in the domain of (`chainId`, `verifyingContract`).
    function sign(
        uint256 key,
        bytes32 structHash,
        uint256 chainId,
        address verifyingContract
    )
        internal
        pure
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = VM.sign(key, digest(structHash, chainId, verifyingContract));
        return abi.encodePacked(r, s, v);
    }
}
