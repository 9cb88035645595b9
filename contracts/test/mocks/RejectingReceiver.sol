// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice A contract that refuses native currency, to test failed refunds and withdrawals.
contract RejectingReceiver {
    receive() external payable {
        revert("no thanks");
    }

    function call(address target, uint256 value, bytes calldata data) external payable returns (bytes memory) {
        (bool ok, bytes memory result) = target.call{ value: value }(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }
}
