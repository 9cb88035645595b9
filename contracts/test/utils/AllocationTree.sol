// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice Allocation lists for the tests, built as `@openzeppelin/merkle-tree` builds them for the owner's task
/// (libs/shared/src/allocations): double-hashed leaves of `(chainId, challenge, version, account, amount)` and nodes
/// that hash each sorted pair (a node without a sibling moves up unchanged). The off-chain builder's agreement with
/// these proofs is tested in test/integration/allocations.test.ts.
library AllocationTree {
    function leaf(
        uint256 chainId,
        address challenge,
        uint256 version,
        address account,
        uint256 amount
    )
        internal
        pure
        returns (bytes32)
    {
        return keccak256(bytes.concat(keccak256(abi.encode(chainId, challenge, version, account, amount))));
    }

    /// @dev The list `accounts[i]` → `amounts[i]` of `version` on this chain for `challenge`.
    function leaves(
        address challenge,
        uint256 version,
        address[] memory accounts,
        uint256[] memory amounts
    )
        internal
        view
        returns (bytes32[] memory result)
    {
        result = new bytes32[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) {
            result[i] = leaf(block.chainid, challenge, version, accounts[i], amounts[i]);
        }
    }

    function root(bytes32[] memory nodes) internal pure returns (bytes32) {
        while (nodes.length > 1) {
            nodes = _up(nodes);
        }
        return nodes[0];
    }

    function proof(bytes32[] memory nodes, uint256 index) internal pure returns (bytes32[] memory path) {
        bytes32[] memory siblings = new bytes32[](256);
        uint256 depth;
        while (nodes.length > 1) {
            uint256 sibling = index ^ 1;
            if (sibling < nodes.length) {
                siblings[depth++] = nodes[sibling];
            }
            nodes = _up(nodes);
            index /= 2;
        }
        path = new bytes32[](depth);
        for (uint256 i = 0; i < depth; ++i) {
            path[i] = siblings[i];
        }
    }

    function _up(bytes32[] memory nodes) private pure returns (bytes32[] memory parents) {
        parents = new bytes32[]((nodes.length + 1) / 2);
        for (uint256 i = 0; i < nodes.length; i += 2) {
            parents[i / 2] = i + 1 < nodes.length ? _pair(nodes[i], nodes[i + 1]) : nodes[i];
        }
    }

    function _pair(bytes32 a, bytes32 b) private pure returns (bytes32) {
        return a < b ? keccak256(abi.encode(a, b)) : keccak256(abi.encode(b, a));
    }
}
