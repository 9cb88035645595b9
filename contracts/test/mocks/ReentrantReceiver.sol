// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice Accepts the excess-fee refund and, inside it, re-enters the target with `reentryData`, recording what the
/// re-entry returned instead of reverting.
contract ReentrantReceiver {
    address public target;
    bytes public reentryData;
    bool public reentered;
    bool public reentrySucceeded;
    bytes public reentryResult;

    receive() external payable {
        if (target != address(0) && !reentered) {
            reentered = true;
            (reentrySucceeded, reentryResult) = target.call(reentryData);
        }
    }

    function call(address target_, uint256 value, bytes calldata data, bytes calldata reentryData_) external payable {
        target = target_;
        reentryData = reentryData_;
        (bool ok, bytes memory result) = target_.call{ value: value }(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
