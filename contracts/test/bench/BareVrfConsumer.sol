// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { VRFV2PlusWrapperConsumerBase } from "@chainlink/contracts/src/v0.8/vrf/dev/VRFV2PlusWrapperConsumerBase.sol";
import { VRFV2PlusClient } from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";

/// @notice Bench-only: the least a consumer can do to buy one random word in native through a VRFV2PlusWrapper — the
/// anchor `npm run bench:gas` measures `GMChallenge.bet` against (`vrfWrapperRequestBare`). It forwards the caller's
/// payment, stores nothing and ignores the fulfilment.
contract BareVrfConsumer is VRFV2PlusWrapperConsumerBase {
    constructor(address wrapper) VRFV2PlusWrapperConsumerBase(wrapper) { }

    /// @notice Requests one word paid in native with the same parameters GMChallenge uses; `msg.value` must cover
    /// `calculateRequestPriceNative(callbackGasLimit, 1)` (the surplus stays here).
    function request(uint32 callbackGasLimit, uint16 requestConfirmations) external payable returns (uint256 requestId) {
        (requestId,) = requestRandomnessPayInNative(
            callbackGasLimit,
            requestConfirmations,
            1,
            VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({ nativePayment: true }))
        );
    }

    function fulfillRandomWords(uint256, uint256[] memory) internal override { }
}
