// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC1271 } from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import { ECDSA } from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice A minimal smart account (a Safe-like contract wallet) that answers EIP-1271 for signatures of its owner key,
/// and executes calls its owner sends. `setAccepting(false)` makes it refuse every signature (a revoked session).
contract SmartAccountMock is IERC1271 {
    address public immutable owner;
    bool public accepting = true;

    constructor(address owner_) {
        owner = owner_;
    }

    function setAccepting(bool accepting_) external {
        require(msg.sender == owner, "not owner");
        accepting = accepting_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(hash, signature);
        if (accepting && error == ECDSA.RecoverError.NoError && recovered == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }

    function execute(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "not owner");
        (bool ok, bytes memory result) = target.call(data);
        require(ok, "call failed");
        return result;
    }
}
