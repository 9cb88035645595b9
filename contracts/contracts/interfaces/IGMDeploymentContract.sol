// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IGMDeploymentContract
/// @notice Marks a contract of a GM Claim deployment (GMToken, every GMVesting, GMChallenge and each one's
/// SignatureVerifier), so that every claim can refuse it as a recipient or beneficiary with one cheap call: tokens sent
/// to one of them are stuck for good (another GMVesting), become surplus the owner may withdraw (GMChallenge), or can be
/// taken by anyone (a SignatureVerifier makes whatever call an EIP-6492 signature asks for). See contracts/README.md,
/// "Recipients".
interface IGMDeploymentContract {
    /// @notice Always returns its own selector, `IGMDeploymentContract.gmClaimDeploymentContract.selector`.
    /// @dev Pure, so that answering costs a few hundred gas: callers give the call a fixed gas allowance
    /// ({Recipients.MARKER_GAS}).
    function gmClaimDeploymentContract() external pure returns (bytes4);
}
