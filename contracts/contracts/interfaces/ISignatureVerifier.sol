// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ISignatureVerifier
/// @notice Checks a user's signature the way a wallet of any kind makes it: an EOA's ECDSA signature (low `s` only;
/// also an EOA with an EIP-7702 delegation), a deployed smart account's EIP-1271 answer, or an EIP-6492 signature of an
/// account not deployed yet (its factory is called first, then EIP-1271 asked). GMVesting and GMChallenge each deploy one in their constructor and ask it for
/// every signed claim.
/// @dev Holds nothing, stores nothing and is trusted by nothing: an EIP-6492 signature carries an arbitrary call (to
/// the account's factory), and this contract is what makes it, never a contract that holds tokens.
interface ISignatureVerifier {
    /// @notice Whether `signature` is `signer`'s signature of `hash` now.
    /// @dev Not a view: for an EIP-6492 signature (ending in the 32-byte magic suffix `0x6492…6492`) of a `signer`
    /// without code, calls the factory the signature names with its calldata first. A failing factory call is
    /// ignored: the account is then still not deployed, and the signature does not verify. Reverts only when an
    /// EIP-6492 signature cannot be decoded.
    /// @param signer The address that must have signed: an EOA or a smart account (deployed or counterfactual).
    /// @param hash The signed digest (for GM Claim, an EIP-712 digest).
    /// @param signature A 65-byte ECDSA signature, an EIP-1271 signature, or an EIP-6492 wrapped signature
    /// `abi.encode(factory, factoryCalldata, signature) ‖ 0x6492…6492`.
    function isValidSignatureNow(address signer, bytes32 hash, bytes calldata signature) external returns (bool);
}
