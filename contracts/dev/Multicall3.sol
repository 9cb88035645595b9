// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Multicall3
/// @notice Batches read calls into one `eth_call`, with the same ABI as the canonical Multicall3 for the
/// functions the web app uses, so a client library written for the canonical deployment works against this one on
/// the local chain.
/// @dev Local development only; production networks already have the canonical deployment.
contract Multicall3 {
    /// @notice One call of a batch.
    /// @param target The contract to call.
    /// @param allowFailure Whether a revert of this call is reported in its result instead of reverting the batch.
    /// @param callData The ABI-encoded call.
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    /// @notice The outcome of one call of a batch.
    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Thrown when a call that does not allow failure reverts.
    /// @param index The position of the call in the batch.
    error Multicall3_CallFailed(uint256 index);

    /// @notice Runs every call in order and returns all outcomes.
    /// @dev Reverts with {Multicall3_CallFailed} when a call with `allowFailure == false` reverts.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        uint256 count = calls.length;
        results = new Result[](count);
        for (uint256 i = 0; i < count; ++i) {
            Call3 calldata call = calls[i];
            (bool success, bytes memory returnData) = call.target.call(call.callData);
            if (!success && !call.allowFailure) {
                revert Multicall3_CallFailed(i);
            }
            results[i] = Result({ success: success, returnData: returnData });
        }
    }

    /// @notice The current block number.
    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    /// @notice The current block timestamp.
    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    /// @notice The native balance of `account`.
    function getEthBalance(address account) external view returns (uint256 balance) {
        balance = account.balance;
    }

    /// @notice The chain id.
    function getChainId() external view returns (uint256 chainId) {
        chainId = block.chainid;
    }
}
