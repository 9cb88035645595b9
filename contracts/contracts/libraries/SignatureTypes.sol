// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title SignatureTypes
/// @notice The EIP-712 domain and types of the server signatures GMChallenge verifies. This file is their only
/// source: GMChallenge and the Solidity tests use these constants, and `nx run contracts:build` writes them into
/// libs/shared/src/generated/eip712-types.ts for the API, the web and the TypeScript tests.
/// @dev A `Register` signature binds `user` to the allocation `amount` it may register with; an `Authorize` signature
/// lets a registered `user` bet or claim-and-vest. `user` is always `msg.sender`; each nonce works once per user and
/// each signature expires at `deadline` (unix seconds, inclusive).
library SignatureTypes {
    /// @notice The EIP-712 domain's name.
    string internal constant DOMAIN_NAME = "GMChallenge";

    /// @notice The EIP-712 domain's version.
    string internal constant DOMAIN_VERSION = "1";

    /// @notice The type of a `Register` signature (register-and-bet, register-and-claim-and-vest).
    string internal constant REGISTER = "Register(address user,uint256 amount,uint256 nonce,uint256 deadline)";

    /// @notice The type of an `Authorize` signature (bet, claim-and-vest).
    string internal constant AUTHORIZE = "Authorize(address user,uint256 nonce,uint256 deadline)";

    bytes32 internal constant REGISTER_TYPEHASH = keccak256(bytes(REGISTER));
    bytes32 internal constant AUTHORIZE_TYPEHASH = keccak256(bytes(AUTHORIZE));
}
