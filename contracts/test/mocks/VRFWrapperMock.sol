// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IRawFulfill {
    function rawFulfillRandomWords(uint256 requestId, uint256[] memory randomWords) external;
}

/// @notice A stand-in for Chainlink's VRFV2PlusWrapper in Solidity tests (the real one pins solc 0.8.19 and is
/// exercised end to end by the TypeScript journeys). Fixed native price; fulfilments are driven by the test.
contract VRFWrapperMock {
    uint256 public price = 0.001 ether;
    uint256 public lastRequestId;
    uint256 public lastValue;
    uint32 public lastCallbackGasLimit;
    uint16 public lastConfirmations;
    bytes public lastExtraArgs;
    mapping(uint256 requestId => address consumer) public consumerOf;

    /// @notice Set when a callback reverted (what the real wrapper reports as WrapperFulfillmentFailed).
    bool public callbackFailed;

    /// @notice When set, the next request returns this id instead of a fresh one (a misbehaving wrapper).
    uint256 public forcedRequestId;
    bool public forceRequestId;

    function setPrice(uint256 newPrice) external {
        price = newPrice;
    }

    function forceNextRequestId(uint256 requestId) external {
        forcedRequestId = requestId;
        forceRequestId = true;
    }

    function link() external pure returns (address) {
        return address(0);
    }

    function calculateRequestPriceNative(uint32, uint32) external view returns (uint256) {
        return price;
    }

    function estimateRequestPriceNative(uint32 gasLimit, uint32 numWords, uint256 gasPrice) external view returns (uint256) {
        return price + uint256(gasLimit) * numWords * gasPrice / 1e6;
    }

    function requestRandomWordsInNative(
        uint32 callbackGasLimit,
        uint16 requestConfirmations,
        uint32,
        bytes calldata extraArgs
    )
        external
        payable
        returns (uint256 requestId)
    {
        require(msg.value >= price, "fee too low");
        if (forceRequestId) {
            forceRequestId = false;
            requestId = forcedRequestId;
        } else {
            requestId = ++lastRequestId;
        }
        lastValue = msg.value;
        lastCallbackGasLimit = callbackGasLimit;
        lastConfirmations = requestConfirmations;
        lastExtraArgs = extraArgs;
        consumerOf[requestId] = msg.sender;
    }

    /// @notice Calls the consumer like the wrapper does: low-level, with the callback gas limit; records failures.
    function fulfill(address consumer, uint256 requestId, uint256[] memory words) public returns (bool success) {
        (success,) = consumer.call{ gas: lastCallbackGasLimit == 0 ? 100_000 : lastCallbackGasLimit }(
            abi.encodeCall(IRawFulfill.rawFulfillRandomWords, (requestId, words))
        );
        if (!success) {
            callbackFailed = true;
        }
    }

    function fulfillOne(address consumer, uint256 requestId, uint256 word) external returns (bool) {
        uint256[] memory words = new uint256[](1);
        words[0] = word;
        return fulfill(consumer, requestId, words);
    }
}
