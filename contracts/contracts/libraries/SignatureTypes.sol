// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title SignatureTypes
/// @notice The EIP-712 domains and types GMChallenge and GMVesting verify. This file is their only source: the
/// contracts and the Solidity tests use these constants, and `nx run contracts:build` writes them into
/// libs/shared/src/generated/eip712-types.ts for the API, the relayer, the web and the TypeScript tests.
/// @dev Server signatures (GMChallenge's domain): a `Register` signature binds `user` to the allocation `amount` it may
/// register with; an `Authorize` signature lets a registered `user` bet or claim-and-vest. Each nonce works once per
/// user and each signature expires at `deadline` (unix seconds, inclusive).
/// User signatures (signed claims, sent by anyone): a `Claim` signature of a schedule's beneficiary (GMVesting's
/// domain) claims what is claimable to `recipient`, with the beneficiary's sequential `nonces`; a `ClaimAndVest`
/// signature of `user` (GMChallenge's domain) claims and vests `user`'s allocation to `recipient` under the server
/// signature that carries the same `nonce` and `deadline` (`amount` is the `Register` amount, 0 without one).
library SignatureTypes {
    /// @notice The EIP-712 domain's name of GMChallenge.
    string internal constant DOMAIN_NAME = "GMChallenge";

    /// @notice The EIP-712 domain's version of GMChallenge.
    string internal constant DOMAIN_VERSION = "1";

    /// @notice The EIP-712 domain's name of every GMVesting (the five deployments differ by `verifyingContract`).
    string internal constant VESTING_DOMAIN_NAME = "GMVesting";

    /// @notice The EIP-712 domain's version of GMVesting.
    string internal constant VESTING_DOMAIN_VERSION = "1";

    /// @notice The type of a `Register` signature (register-and-bet, register-and-claim-and-vest).
    string internal constant REGISTER = "Register(address user,uint256 amount,uint256 nonce,uint256 deadline)";

    /// @notice The type of an `Authorize` signature (bet, claim-and-vest).
    string internal constant AUTHORIZE = "Authorize(address user,uint256 nonce,uint256 deadline)";

    /// @notice The type of a beneficiary's signed claim of a GMVesting schedule (`claimViaSig`).
    string internal constant CLAIM = "Claim(uint256 scheduleId,address recipient,uint256 nonce,uint256 deadline)";

    /// @notice The type of a user's signed claim-and-vest (`claimAndVestViaSig`, `registerAndClaimAndVestViaSig`).
    string internal constant CLAIM_AND_VEST =
        "ClaimAndVest(address user,address recipient,uint256 amount,uint256 nonce,uint256 deadline)";

    bytes32 internal constant REGISTER_TYPEHASH = keccak256(bytes(REGISTER));
    bytes32 internal constant AUTHORIZE_TYPEHASH = keccak256(bytes(AUTHORIZE));
    bytes32 internal constant CLAIM_TYPEHASH = keccak256(bytes(CLAIM));
    bytes32 internal constant CLAIM_AND_VEST_TYPEHASH = keccak256(bytes(CLAIM_AND_VEST));
}
