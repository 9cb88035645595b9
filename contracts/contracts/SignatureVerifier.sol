// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { ECDSA } from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import { SignatureChecker } from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

import { IGMDeploymentContract } from "./interfaces/IGMDeploymentContract.sol";
import { ISignatureVerifier } from "./interfaces/ISignatureVerifier.sol";

/// @title SignatureVerifier
/// @notice See the documentation in {ISignatureVerifier}.
/// @dev Stateless on purpose: no storage, no balance, no approval and no role anywhere, so that the arbitrary call an
/// EIP-6492 signature asks for can reach nothing of value. Anyone may call it. It answers the GM Claim deployment marker,
/// so that no claim can ever pay it (or make it a beneficiary): whatever it held, anyone could have it move.
contract SignatureVerifier is ISignatureVerifier, IGMDeploymentContract {
    /// @dev EIP-6492's magic suffix of a wrapped signature.
    bytes32 private constant ERC6492_SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;

    /// @inheritdoc ISignatureVerifier
    function isValidSignatureNow(
        address signer,
        bytes32 hash,
        bytes calldata signature
    )
        external
        override
        returns (bool)
    {
        uint256 length = signature.length;
        if (length < 32 || bytes32(signature[length - 32:]) != ERC6492_SUFFIX) {
            return _isValidNow(signer, hash, signature);
        }
        (address factory, bytes memory factoryCalldata, bytes memory inner) =
            abi.decode(signature[:length - 32], (address, bytes, bytes));
        if (signer.code.length == 0) {
            // The result is ignored: only what the account answers below counts.
            (bool deployed,) = factory.call(factoryCalldata);
            deployed;
            // A wrapper is for an account the factory deploys. A signer still without code is an EOA that needed no
            // wrapper: refused, so that nobody relaying its signature can attach a call of their choosing to it.
            if (signer.code.length == 0) {
                return false;
            }
        }
        return _isValidNow(signer, hash, inner);
    }

    /// @inheritdoc IGMDeploymentContract
    function gmClaimDeploymentContract() external pure override returns (bytes4) {
        return IGMDeploymentContract.gmClaimDeploymentContract.selector;
    }

    /// @dev The signer's own ECDSA signature (an EOA, also one with an EIP-7702 delegation, whose key still signs), or,
    /// for an address with code, its EIP-1271 answer (OpenZeppelin's SignatureChecker).
    function _isValidNow(address signer, bytes32 hash, bytes memory signature) private view returns (bool) {
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && recovered == signer) {
            return true;
        }
        return signer.code.length != 0 && SignatureChecker.isValidERC1271SignatureNow(signer, hash, signature);
    }
}
