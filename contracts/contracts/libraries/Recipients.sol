// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMDeploymentContract } from "../interfaces/IGMDeploymentContract.sol";

/// @title Recipients
/// @notice The one check every claim makes of a recipient (and every schedule of a beneficiary): is it a contract of a
/// GM Claim deployment? Those answer {IGMDeploymentContract.gmClaimDeploymentContract} with its selector; anything else
/// (an EOA, an EOA with an EIP-7702 delegation, a Safe, any other contract) does not, and is a valid recipient.
/// @dev Why a marker instead of a list (contracts/README.md, "Recipients"): it covers every GMVesting, GMChallenge and
/// verifier of this deployment and of any other (a testnet rehearsal, a later campaign) without a registry to keep or
/// addresses to pass around, and an EOA recipient, the common case, costs one cold call (~2,700 gas). The contracts
/// outside the marker's reach (an existing token, Chainlink's VRF wrapper) are compared by address by the caller.
library Recipients {
    /// @dev The gas the marker call may use. Our contracts answer in under 1,000; a recipient that burns more is simply
    /// not a deployment contract. Starving the call does not help a caller skip the check: with less than this left,
    /// the claim has no gas for the transfer that follows and reverts.
    uint256 internal constant MARKER_GAS = 10_000;

    /// @dev Whether `account` answers the marker with its selector. Reads at most 32 bytes of the answer, so a
    /// recipient cannot make the caller pay for a large return.
    function isDeploymentContract(address account) internal view returns (bool answered) {
        bytes4 selector = IGMDeploymentContract.gmClaimDeploymentContract.selector;
        assembly ("memory-safe") {
            mstore(0x00, selector)
            let success := staticcall(MARKER_GAS, account, 0x00, 0x04, 0x00, 0x20)
            answered := and(success, and(gt(returndatasize(), 0x1f), eq(mload(0x00), selector)))
        }
    }
}
