import type {
  BaseContract,
  BigNumberish,
  BytesLike,
  FunctionFragment,
  Result,
  Interface,
  EventFragment,
  AddressLike,
  ContractRunner,
  ContractMethod,
  Listener,
} from 'ethers';
import type {
  TypedContractEvent,
  TypedDeferredTopicFilter,
  TypedEventLog,
  TypedLogDescription,
  TypedListener,
  TypedContractMethod,
} from './common';

export declare namespace IGMChallenge {
  export type BetStruct = {
    requestId: BigNumberish;
    user: AddressLike;
    unit: BigNumberish;
    multiple: BigNumberish;
    gain: BigNumberish;
    loss: BigNumberish;
    resolved: boolean;
    success: boolean;
    cancelled: boolean;
    requestedAt: BigNumberish;
    probBps: BigNumberish;
    lossBps: BigNumberish;
    requestBlock: BigNumberish;
    resolveBlock: BigNumberish;
    cancelRequestedAt: BigNumberish;
  };

  export type BetStructOutput = [
    requestId: bigint,
    user: string,
    unit: bigint,
    multiple: bigint,
    gain: bigint,
    loss: bigint,
    resolved: boolean,
    success: boolean,
    cancelled: boolean,
    requestedAt: bigint,
    probBps: bigint,
    lossBps: bigint,
    requestBlock: bigint,
    resolveBlock: bigint,
    cancelRequestedAt: bigint,
  ] & {
    requestId: bigint;
    user: string;
    unit: bigint;
    multiple: bigint;
    gain: bigint;
    loss: bigint;
    resolved: boolean;
    success: boolean;
    cancelled: boolean;
    requestedAt: bigint;
    probBps: bigint;
    lossBps: bigint;
    requestBlock: bigint;
    resolveBlock: bigint;
    cancelRequestedAt: bigint;
  };
}

export interface GMChallengeInterface extends Interface {
  getFunction(
    nameOrSignature:
      | 'CANCEL_FINALIZE_DELAY'
      | 'MAX_CANCEL_DELAY'
      | 'MIN_CANCEL_DELAY'
      | 'VESTING'
      | 'acceptOwnership'
      | 'amount_buffer'
      | 'amount_owed'
      | 'amount_registered'
      | 'amount_supply'
      | 'amount_transferred'
      | 'availableToBet'
      | 'bet'
      | 'bettingTable'
      | 'callbackGasLimit'
      | 'cancelBet'
      | 'cancelDelay'
      | 'claimAndVest'
      | 'claimAndVestTo'
      | 'claimAndVestViaSig'
      | 'eip712Domain'
      | 'estimateVrfCost'
      | 'fund'
      | 'getBalance'
      | 'getBetHistoryByRequestId'
      | 'getEligibleAmount'
      | 'getLastBet'
      | 'getLinkToken'
      | 'getVestingSnapshot'
      | 'hasClaimedAndVested'
      | 'i_vrfV2PlusWrapper'
      | 'isOff'
      | 'isRegistered'
      | 'owner'
      | 'participation'
      | 'pendingOwner'
      | 'rawFulfillRandomWords'
      | 'redeemable'
      | 'registerAndBet'
      | 'registerAndClaimAndVest'
      | 'registerAndClaimAndVestTo'
      | 'registerAndClaimAndVestViaSig'
      | 'registerBalance'
      | 'registerBalances'
      | 'releaseDay'
      | 'releaseSupply'
      | 'renounceOwnership'
      | 'requestCancelBet'
      | 'requestConfirmations'
      | 'setBettingTable'
      | 'setCallbackGasLimit'
      | 'setCancelDelay'
      | 'setOff'
      | 'setSigner'
      | 'setWithdrawAddress'
      | 'signatureVerifier'
      | 'signer'
      | 'tgeTimestamp'
      | 'token'
      | 'transferOwnership'
      | 'usedNonces'
      | 'userVestingScheduleIds'
      | 'vestable'
      | 'withdraw'
      | 'withdrawAddress'
      | 'withdrawNative',
  ): FunctionFragment;

  getEvent(
    nameOrSignatureOrTopic:
      | 'BetCancelRequested'
      | 'BetCancelled'
      | 'BetRequested'
      | 'BetResolved'
      | 'BettingTableSet'
      | 'CallbackGasLimitSet'
      | 'CancelDelaySet'
      | 'Claimed'
      | 'ClaimedTo'
      | 'EIP712DomainChanged'
      | 'ExcessEthRefunded'
      | 'Funded'
      | 'NativeWithdrawn'
      | 'OffSet'
      | 'OwnershipTransferStarted'
      | 'OwnershipTransferred'
      | 'RegistrationSkipped'
      | 'SignerSet'
      | 'SupplyReleased'
      | 'UserRegistered'
      | 'Vest'
      | 'WithdrawAddressSet'
      | 'Withdrawn',
  ): EventFragment;

  encodeFunctionData(functionFragment: 'CANCEL_FINALIZE_DELAY', values?: undefined): string;
  encodeFunctionData(functionFragment: 'MAX_CANCEL_DELAY', values?: undefined): string;
  encodeFunctionData(functionFragment: 'MIN_CANCEL_DELAY', values?: undefined): string;
  encodeFunctionData(functionFragment: 'VESTING', values?: undefined): string;
  encodeFunctionData(functionFragment: 'acceptOwnership', values?: undefined): string;
  encodeFunctionData(functionFragment: 'amount_buffer', values?: undefined): string;
  encodeFunctionData(functionFragment: 'amount_owed', values?: undefined): string;
  encodeFunctionData(functionFragment: 'amount_registered', values?: undefined): string;
  encodeFunctionData(functionFragment: 'amount_supply', values?: undefined): string;
  encodeFunctionData(functionFragment: 'amount_transferred', values?: undefined): string;
  encodeFunctionData(functionFragment: 'availableToBet', values: [AddressLike]): string;
  encodeFunctionData(
    functionFragment: 'bet',
    values: [BigNumberish, BigNumberish, BigNumberish, BigNumberish, BigNumberish, BigNumberish, BytesLike],
  ): string;
  encodeFunctionData(functionFragment: 'bettingTable', values: [BigNumberish, BigNumberish]): string;
  encodeFunctionData(functionFragment: 'callbackGasLimit', values?: undefined): string;
  encodeFunctionData(functionFragment: 'cancelBet', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'cancelDelay', values?: undefined): string;
  encodeFunctionData(functionFragment: 'claimAndVest', values: [BigNumberish, BigNumberish, BytesLike]): string;
  encodeFunctionData(
    functionFragment: 'claimAndVestTo',
    values: [AddressLike, BigNumberish, BigNumberish, BytesLike],
  ): string;
  encodeFunctionData(
    functionFragment: 'claimAndVestViaSig',
    values: [AddressLike, AddressLike, BigNumberish, BigNumberish, BytesLike, BytesLike],
  ): string;
  encodeFunctionData(functionFragment: 'eip712Domain', values?: undefined): string;
  encodeFunctionData(functionFragment: 'estimateVrfCost', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'fund', values: [BigNumberish, BigNumberish]): string;
  encodeFunctionData(functionFragment: 'getBalance', values?: undefined): string;
  encodeFunctionData(functionFragment: 'getBetHistoryByRequestId', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'getEligibleAmount', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'getLastBet', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'getLinkToken', values?: undefined): string;
  encodeFunctionData(functionFragment: 'getVestingSnapshot', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'hasClaimedAndVested', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'i_vrfV2PlusWrapper', values?: undefined): string;
  encodeFunctionData(functionFragment: 'isOff', values?: undefined): string;
  encodeFunctionData(functionFragment: 'isRegistered', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'owner', values?: undefined): string;
  encodeFunctionData(functionFragment: 'participation', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'pendingOwner', values?: undefined): string;
  encodeFunctionData(functionFragment: 'rawFulfillRandomWords', values: [BigNumberish, BigNumberish[]]): string;
  encodeFunctionData(functionFragment: 'redeemable', values: [AddressLike]): string;
  encodeFunctionData(
    functionFragment: 'registerAndBet',
    values: [
      BigNumberish,
      BigNumberish,
      BigNumberish,
      BigNumberish,
      BigNumberish,
      BigNumberish,
      BigNumberish,
      BytesLike,
    ],
  ): string;
  encodeFunctionData(
    functionFragment: 'registerAndClaimAndVest',
    values: [BigNumberish, BigNumberish, BigNumberish, BytesLike],
  ): string;
  encodeFunctionData(
    functionFragment: 'registerAndClaimAndVestTo',
    values: [AddressLike, BigNumberish, BigNumberish, BigNumberish, BytesLike],
  ): string;
  encodeFunctionData(
    functionFragment: 'registerAndClaimAndVestViaSig',
    values: [AddressLike, AddressLike, BigNumberish, BigNumberish, BigNumberish, BytesLike, BytesLike],
  ): string;
  encodeFunctionData(functionFragment: 'registerBalance', values: [AddressLike, BigNumberish]): string;
  encodeFunctionData(functionFragment: 'registerBalances', values: [AddressLike[], BigNumberish[]]): string;
  encodeFunctionData(functionFragment: 'releaseDay', values?: undefined): string;
  encodeFunctionData(functionFragment: 'releaseSupply', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'renounceOwnership', values?: undefined): string;
  encodeFunctionData(functionFragment: 'requestCancelBet', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'requestConfirmations', values?: undefined): string;
  encodeFunctionData(
    functionFragment: 'setBettingTable',
    values: [BigNumberish, BigNumberish, BigNumberish, BigNumberish],
  ): string;
  encodeFunctionData(functionFragment: 'setCallbackGasLimit', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'setCancelDelay', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'setOff', values: [boolean]): string;
  encodeFunctionData(functionFragment: 'setSigner', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'setWithdrawAddress', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'signatureVerifier', values?: undefined): string;
  encodeFunctionData(functionFragment: 'signer', values?: undefined): string;
  encodeFunctionData(functionFragment: 'tgeTimestamp', values?: undefined): string;
  encodeFunctionData(functionFragment: 'token', values?: undefined): string;
  encodeFunctionData(functionFragment: 'transferOwnership', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'usedNonces', values: [AddressLike, BigNumberish]): string;
  encodeFunctionData(functionFragment: 'userVestingScheduleIds', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'vestable', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'withdraw', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'withdrawAddress', values?: undefined): string;
  encodeFunctionData(functionFragment: 'withdrawNative', values: [BigNumberish]): string;

  decodeFunctionResult(functionFragment: 'CANCEL_FINALIZE_DELAY', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'MAX_CANCEL_DELAY', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'MIN_CANCEL_DELAY', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'VESTING', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'acceptOwnership', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'amount_buffer', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'amount_owed', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'amount_registered', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'amount_supply', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'amount_transferred', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'availableToBet', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'bet', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'bettingTable', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'callbackGasLimit', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'cancelBet', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'cancelDelay', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimAndVest', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimAndVestTo', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimAndVestViaSig', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'eip712Domain', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'estimateVrfCost', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'fund', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getBalance', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getBetHistoryByRequestId', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getEligibleAmount', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getLastBet', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getLinkToken', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getVestingSnapshot', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'hasClaimedAndVested', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'i_vrfV2PlusWrapper', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'isOff', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'isRegistered', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'owner', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'participation', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'pendingOwner', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'rawFulfillRandomWords', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'redeemable', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'registerAndBet', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'registerAndClaimAndVest', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'registerAndClaimAndVestTo', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'registerAndClaimAndVestViaSig', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'registerBalance', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'registerBalances', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'releaseDay', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'releaseSupply', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'renounceOwnership', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'requestCancelBet', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'requestConfirmations', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setBettingTable', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setCallbackGasLimit', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setCancelDelay', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setOff', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setSigner', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setWithdrawAddress', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'signatureVerifier', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'signer', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'tgeTimestamp', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'token', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'transferOwnership', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'usedNonces', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'userVestingScheduleIds', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'vestable', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'withdraw', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'withdrawAddress', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'withdrawNative', data: BytesLike): Result;
}

export namespace BetCancelRequestedEvent {
  export type InputTuple = [requestId: BigNumberish, user: AddressLike, finalizableAt: BigNumberish];
  export type OutputTuple = [requestId: bigint, user: string, finalizableAt: bigint];
  export interface OutputObject {
    requestId: bigint;
    user: string;
    finalizableAt: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace BetCancelledEvent {
  export type InputTuple = [requestId: BigNumberish, user: AddressLike];
  export type OutputTuple = [requestId: bigint, user: string];
  export interface OutputObject {
    requestId: bigint;
    user: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace BetRequestedEvent {
  export type InputTuple = [
    requestId: BigNumberish,
    user: AddressLike,
    unit: BigNumberish,
    multiple: BigNumberish,
    price: BigNumberish,
    probBps: BigNumberish,
    lossBps: BigNumberish,
  ];
  export type OutputTuple = [
    requestId: bigint,
    user: string,
    unit: bigint,
    multiple: bigint,
    price: bigint,
    probBps: bigint,
    lossBps: bigint,
  ];
  export interface OutputObject {
    requestId: bigint;
    user: string;
    unit: bigint;
    multiple: bigint;
    price: bigint;
    probBps: bigint;
    lossBps: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace BetResolvedEvent {
  export type InputTuple = [
    requestId: BigNumberish,
    user: AddressLike,
    success: boolean,
    gained: BigNumberish,
    randomWord: BigNumberish,
  ];
  export type OutputTuple = [requestId: bigint, user: string, success: boolean, gained: bigint, randomWord: bigint];
  export interface OutputObject {
    requestId: bigint;
    user: string;
    success: boolean;
    gained: bigint;
    randomWord: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace BettingTableSetEvent {
  export type InputTuple = [unit: BigNumberish, multiple: BigNumberish, probBps: BigNumberish, lossBps: BigNumberish];
  export type OutputTuple = [unit: bigint, multiple: bigint, probBps: bigint, lossBps: bigint];
  export interface OutputObject {
    unit: bigint;
    multiple: bigint;
    probBps: bigint;
    lossBps: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace CallbackGasLimitSetEvent {
  export type InputTuple = [callbackGasLimit: BigNumberish];
  export type OutputTuple = [callbackGasLimit: bigint];
  export interface OutputObject {
    callbackGasLimit: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace CancelDelaySetEvent {
  export type InputTuple = [cancelDelay: BigNumberish];
  export type OutputTuple = [cancelDelay: bigint];
  export interface OutputObject {
    cancelDelay: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace ClaimedEvent {
  export type InputTuple = [user: AddressLike, amount: BigNumberish];
  export type OutputTuple = [user: string, amount: bigint];
  export interface OutputObject {
    user: string;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace ClaimedToEvent {
  export type InputTuple = [user: AddressLike, recipient: AddressLike, scheduleId: BigNumberish, amount: BigNumberish];
  export type OutputTuple = [user: string, recipient: string, scheduleId: bigint, amount: bigint];
  export interface OutputObject {
    user: string;
    recipient: string;
    scheduleId: bigint;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace EIP712DomainChangedEvent {
  export type InputTuple = [];
  export type OutputTuple = [];
  export interface OutputObject {}
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace ExcessEthRefundedEvent {
  export type InputTuple = [user: AddressLike, amount: BigNumberish];
  export type OutputTuple = [user: string, amount: bigint];
  export interface OutputObject {
    user: string;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace FundedEvent {
  export type InputTuple = [supply: BigNumberish, buffer: BigNumberish];
  export type OutputTuple = [supply: bigint, buffer: bigint];
  export interface OutputObject {
    supply: bigint;
    buffer: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace NativeWithdrawnEvent {
  export type InputTuple = [to: AddressLike, amount: BigNumberish];
  export type OutputTuple = [to: string, amount: bigint];
  export interface OutputObject {
    to: string;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace OffSetEvent {
  export type InputTuple = [isOff: boolean];
  export type OutputTuple = [isOff: boolean];
  export interface OutputObject {
    isOff: boolean;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace OwnershipTransferStartedEvent {
  export type InputTuple = [previousOwner: AddressLike, newOwner: AddressLike];
  export type OutputTuple = [previousOwner: string, newOwner: string];
  export interface OutputObject {
    previousOwner: string;
    newOwner: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace OwnershipTransferredEvent {
  export type InputTuple = [previousOwner: AddressLike, newOwner: AddressLike];
  export type OutputTuple = [previousOwner: string, newOwner: string];
  export interface OutputObject {
    previousOwner: string;
    newOwner: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace RegistrationSkippedEvent {
  export type InputTuple = [user: AddressLike, amount: BigNumberish];
  export type OutputTuple = [user: string, amount: bigint];
  export interface OutputObject {
    user: string;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace SignerSetEvent {
  export type InputTuple = [signer: AddressLike];
  export type OutputTuple = [signer: string];
  export interface OutputObject {
    signer: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace SupplyReleasedEvent {
  export type InputTuple = [amount: BigNumberish];
  export type OutputTuple = [amount: bigint];
  export interface OutputObject {
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace UserRegisteredEvent {
  export type InputTuple = [user: AddressLike, amount: BigNumberish];
  export type OutputTuple = [user: string, amount: bigint];
  export interface OutputObject {
    user: string;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace VestEvent {
  export type InputTuple = [user: AddressLike, scheduleId: BigNumberish, amount: BigNumberish];
  export type OutputTuple = [user: string, scheduleId: bigint, amount: bigint];
  export interface OutputObject {
    user: string;
    scheduleId: bigint;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace WithdrawAddressSetEvent {
  export type InputTuple = [withdrawAddress: AddressLike];
  export type OutputTuple = [withdrawAddress: string];
  export interface OutputObject {
    withdrawAddress: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace WithdrawnEvent {
  export type InputTuple = [to: AddressLike, amount: BigNumberish];
  export type OutputTuple = [to: string, amount: bigint];
  export interface OutputObject {
    to: string;
    amount: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export interface GMChallenge extends BaseContract {
  connect(runner?: ContractRunner | null): GMChallenge;
  waitForDeployment(): Promise<this>;

  interface: GMChallengeInterface;

  queryFilter<TCEvent extends TypedContractEvent>(
    event: TCEvent,
    fromBlockOrBlockhash?: string | number | undefined,
    toBlock?: string | number | undefined,
  ): Promise<Array<TypedEventLog<TCEvent>>>;
  queryFilter<TCEvent extends TypedContractEvent>(
    filter: TypedDeferredTopicFilter<TCEvent>,
    fromBlockOrBlockhash?: string | number | undefined,
    toBlock?: string | number | undefined,
  ): Promise<Array<TypedEventLog<TCEvent>>>;

  on<TCEvent extends TypedContractEvent>(event: TCEvent, listener: TypedListener<TCEvent>): Promise<this>;
  on<TCEvent extends TypedContractEvent>(
    filter: TypedDeferredTopicFilter<TCEvent>,
    listener: TypedListener<TCEvent>,
  ): Promise<this>;

  once<TCEvent extends TypedContractEvent>(event: TCEvent, listener: TypedListener<TCEvent>): Promise<this>;
  once<TCEvent extends TypedContractEvent>(
    filter: TypedDeferredTopicFilter<TCEvent>,
    listener: TypedListener<TCEvent>,
  ): Promise<this>;

  listeners<TCEvent extends TypedContractEvent>(event: TCEvent): Promise<Array<TypedListener<TCEvent>>>;
  listeners(eventName?: string): Promise<Array<Listener>>;
  removeAllListeners<TCEvent extends TypedContractEvent>(event?: TCEvent): Promise<this>;

  CANCEL_FINALIZE_DELAY: TypedContractMethod<[], [bigint], 'view'>;

  MAX_CANCEL_DELAY: TypedContractMethod<[], [bigint], 'view'>;

  MIN_CANCEL_DELAY: TypedContractMethod<[], [bigint], 'view'>;

  VESTING: TypedContractMethod<[], [string], 'view'>;

  acceptOwnership: TypedContractMethod<[], [void], 'nonpayable'>;

  amount_buffer: TypedContractMethod<[], [bigint], 'view'>;

  amount_owed: TypedContractMethod<[], [bigint], 'view'>;

  amount_registered: TypedContractMethod<[], [bigint], 'view'>;

  amount_supply: TypedContractMethod<[], [bigint], 'view'>;

  amount_transferred: TypedContractMethod<[], [bigint], 'view'>;

  availableToBet: TypedContractMethod<[user: AddressLike], [bigint], 'view'>;

  bet: TypedContractMethod<
    [
      unit: BigNumberish,
      multiple: BigNumberish,
      minProbBps: BigNumberish,
      maxLossBps: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      signature: BytesLike,
    ],
    [bigint],
    'payable'
  >;

  bettingTable: TypedContractMethod<
    [unit: BigNumberish, multiple: BigNumberish],
    [[bigint, bigint] & { probBps: bigint; lossBps: bigint }],
    'view'
  >;

  callbackGasLimit: TypedContractMethod<[], [bigint], 'view'>;

  cancelBet: TypedContractMethod<[requestId: BigNumberish], [void], 'nonpayable'>;

  cancelDelay: TypedContractMethod<[], [bigint], 'view'>;

  claimAndVest: TypedContractMethod<
    [nonce: BigNumberish, deadline: BigNumberish, signature: BytesLike],
    [void],
    'nonpayable'
  >;

  claimAndVestTo: TypedContractMethod<
    [recipient: AddressLike, nonce: BigNumberish, deadline: BigNumberish, serverSignature: BytesLike],
    [void],
    'nonpayable'
  >;

  claimAndVestViaSig: TypedContractMethod<
    [
      user: AddressLike,
      recipient: AddressLike,
      nonce: BigNumberish,
      deadline: BigNumberish,
      serverSignature: BytesLike,
      userSignature: BytesLike,
    ],
    [void],
    'nonpayable'
  >;

  eip712Domain: TypedContractMethod<
    [],
    [
      [string, string, string, bigint, string, string, bigint[]] & {
        fields: string;
        name: string;
        version: string;
        chainId: bigint;
        verifyingContract: string;
        salt: string;
        extensions: bigint[];
      },
    ],
    'view'
  >;

  estimateVrfCost: TypedContractMethod<[gasPrice: BigNumberish], [bigint], 'view'>;

  fund: TypedContractMethod<[supply: BigNumberish, buffer: BigNumberish], [void], 'nonpayable'>;

  getBalance: TypedContractMethod<[], [bigint], 'view'>;

  getBetHistoryByRequestId: TypedContractMethod<[requestId: BigNumberish], [IGMChallenge.BetStructOutput], 'view'>;

  getEligibleAmount: TypedContractMethod<
    [user: AddressLike],
    [[bigint, bigint, bigint, bigint] & { total: bigint; unlock: bigint; vesting: bigint; claimable: bigint }],
    'view'
  >;

  getLastBet: TypedContractMethod<[user: AddressLike], [IGMChallenge.BetStructOutput], 'view'>;

  getLinkToken: TypedContractMethod<[], [string], 'view'>;

  getVestingSnapshot: TypedContractMethod<
    [user: AddressLike],
    [
      [bigint, bigint, bigint, bigint] & {
        claimedAmount: bigint;
        immediateAmount: bigint;
        vestingAmount: bigint;
        timestamp: bigint;
      },
    ],
    'view'
  >;

  hasClaimedAndVested: TypedContractMethod<[user: AddressLike], [boolean], 'view'>;

  i_vrfV2PlusWrapper: TypedContractMethod<[], [string], 'view'>;

  isOff: TypedContractMethod<[], [boolean], 'view'>;

  isRegistered: TypedContractMethod<[user: AddressLike], [boolean], 'view'>;

  owner: TypedContractMethod<[], [string], 'view'>;

  participation: TypedContractMethod<[multiple: BigNumberish], [bigint], 'view'>;

  pendingOwner: TypedContractMethod<[], [string], 'view'>;

  rawFulfillRandomWords: TypedContractMethod<
    [_requestId: BigNumberish, _randomWords: BigNumberish[]],
    [void],
    'nonpayable'
  >;

  redeemable: TypedContractMethod<[user: AddressLike], [bigint], 'view'>;

  registerAndBet: TypedContractMethod<
    [
      amount: BigNumberish,
      unit: BigNumberish,
      multiple: BigNumberish,
      minProbBps: BigNumberish,
      maxLossBps: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      signature: BytesLike,
    ],
    [bigint],
    'payable'
  >;

  registerAndClaimAndVest: TypedContractMethod<
    [amount: BigNumberish, nonce: BigNumberish, deadline: BigNumberish, signature: BytesLike],
    [void],
    'nonpayable'
  >;

  registerAndClaimAndVestTo: TypedContractMethod<
    [
      recipient: AddressLike,
      amount: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      serverSignature: BytesLike,
    ],
    [void],
    'nonpayable'
  >;

  registerAndClaimAndVestViaSig: TypedContractMethod<
    [
      user: AddressLike,
      recipient: AddressLike,
      amount: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      serverSignature: BytesLike,
      userSignature: BytesLike,
    ],
    [void],
    'nonpayable'
  >;

  registerBalance: TypedContractMethod<[user: AddressLike, amount: BigNumberish], [void], 'nonpayable'>;

  registerBalances: TypedContractMethod<[users: AddressLike[], amounts: BigNumberish[]], [void], 'nonpayable'>;

  releaseDay: TypedContractMethod<[], [bigint], 'view'>;

  releaseSupply: TypedContractMethod<[amount: BigNumberish], [void], 'nonpayable'>;

  renounceOwnership: TypedContractMethod<[], [void], 'nonpayable'>;

  requestCancelBet: TypedContractMethod<[requestId: BigNumberish], [void], 'nonpayable'>;

  requestConfirmations: TypedContractMethod<[], [bigint], 'view'>;

  setBettingTable: TypedContractMethod<
    [unit: BigNumberish, multiple: BigNumberish, probBps: BigNumberish, lossBps: BigNumberish],
    [void],
    'nonpayable'
  >;

  setCallbackGasLimit: TypedContractMethod<[newCallbackGasLimit: BigNumberish], [void], 'nonpayable'>;

  setCancelDelay: TypedContractMethod<[newCancelDelay: BigNumberish], [void], 'nonpayable'>;

  setOff: TypedContractMethod<[off: boolean], [void], 'nonpayable'>;

  setSigner: TypedContractMethod<[newSigner: AddressLike], [void], 'nonpayable'>;

  setWithdrawAddress: TypedContractMethod<[newWithdrawAddress: AddressLike], [void], 'nonpayable'>;

  signatureVerifier: TypedContractMethod<[], [string], 'view'>;

  tgeTimestamp: TypedContractMethod<[], [bigint], 'view'>;

  token: TypedContractMethod<[], [string], 'view'>;

  transferOwnership: TypedContractMethod<[newOwner: AddressLike], [void], 'nonpayable'>;

  usedNonces: TypedContractMethod<[user: AddressLike, nonce: BigNumberish], [boolean], 'view'>;

  userVestingScheduleIds: TypedContractMethod<[user: AddressLike], [bigint], 'view'>;

  vestable: TypedContractMethod<[user: AddressLike], [bigint], 'view'>;

  withdraw: TypedContractMethod<[amount: BigNumberish], [void], 'nonpayable'>;

  withdrawAddress: TypedContractMethod<[], [string], 'view'>;

  withdrawNative: TypedContractMethod<[amount: BigNumberish], [void], 'nonpayable'>;

  getFunction<T extends ContractMethod = ContractMethod>(key: string | FunctionFragment): T;

  getFunction(nameOrSignature: 'CANCEL_FINALIZE_DELAY'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'MAX_CANCEL_DELAY'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'MIN_CANCEL_DELAY'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'VESTING'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'acceptOwnership'): TypedContractMethod<[], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'amount_buffer'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'amount_owed'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'amount_registered'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'amount_supply'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'amount_transferred'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'availableToBet'): TypedContractMethod<[user: AddressLike], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'bet',
  ): TypedContractMethod<
    [
      unit: BigNumberish,
      multiple: BigNumberish,
      minProbBps: BigNumberish,
      maxLossBps: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      signature: BytesLike,
    ],
    [bigint],
    'payable'
  >;
  getFunction(
    nameOrSignature: 'bettingTable',
  ): TypedContractMethod<
    [unit: BigNumberish, multiple: BigNumberish],
    [[bigint, bigint] & { probBps: bigint; lossBps: bigint }],
    'view'
  >;
  getFunction(nameOrSignature: 'callbackGasLimit'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'cancelBet'): TypedContractMethod<[requestId: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'cancelDelay'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'claimAndVest',
  ): TypedContractMethod<[nonce: BigNumberish, deadline: BigNumberish, signature: BytesLike], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'claimAndVestTo',
  ): TypedContractMethod<
    [recipient: AddressLike, nonce: BigNumberish, deadline: BigNumberish, serverSignature: BytesLike],
    [void],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'claimAndVestViaSig',
  ): TypedContractMethod<
    [
      user: AddressLike,
      recipient: AddressLike,
      nonce: BigNumberish,
      deadline: BigNumberish,
      serverSignature: BytesLike,
      userSignature: BytesLike,
    ],
    [void],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'eip712Domain',
  ): TypedContractMethod<
    [],
    [
      [string, string, string, bigint, string, string, bigint[]] & {
        fields: string;
        name: string;
        version: string;
        chainId: bigint;
        verifyingContract: string;
        salt: string;
        extensions: bigint[];
      },
    ],
    'view'
  >;
  getFunction(nameOrSignature: 'estimateVrfCost'): TypedContractMethod<[gasPrice: BigNumberish], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'fund',
  ): TypedContractMethod<[supply: BigNumberish, buffer: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'getBalance'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'getBetHistoryByRequestId',
  ): TypedContractMethod<[requestId: BigNumberish], [IGMChallenge.BetStructOutput], 'view'>;
  getFunction(
    nameOrSignature: 'getEligibleAmount',
  ): TypedContractMethod<
    [user: AddressLike],
    [[bigint, bigint, bigint, bigint] & { total: bigint; unlock: bigint; vesting: bigint; claimable: bigint }],
    'view'
  >;
  getFunction(
    nameOrSignature: 'getLastBet',
  ): TypedContractMethod<[user: AddressLike], [IGMChallenge.BetStructOutput], 'view'>;
  getFunction(nameOrSignature: 'getLinkToken'): TypedContractMethod<[], [string], 'view'>;
  getFunction(
    nameOrSignature: 'getVestingSnapshot',
  ): TypedContractMethod<
    [user: AddressLike],
    [
      [bigint, bigint, bigint, bigint] & {
        claimedAmount: bigint;
        immediateAmount: bigint;
        vestingAmount: bigint;
        timestamp: bigint;
      },
    ],
    'view'
  >;
  getFunction(nameOrSignature: 'hasClaimedAndVested'): TypedContractMethod<[user: AddressLike], [boolean], 'view'>;
  getFunction(nameOrSignature: 'i_vrfV2PlusWrapper'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'isOff'): TypedContractMethod<[], [boolean], 'view'>;
  getFunction(nameOrSignature: 'isRegistered'): TypedContractMethod<[user: AddressLike], [boolean], 'view'>;
  getFunction(nameOrSignature: 'owner'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'participation'): TypedContractMethod<[multiple: BigNumberish], [bigint], 'view'>;
  getFunction(nameOrSignature: 'pendingOwner'): TypedContractMethod<[], [string], 'view'>;
  getFunction(
    nameOrSignature: 'rawFulfillRandomWords',
  ): TypedContractMethod<[_requestId: BigNumberish, _randomWords: BigNumberish[]], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'redeemable'): TypedContractMethod<[user: AddressLike], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'registerAndBet',
  ): TypedContractMethod<
    [
      amount: BigNumberish,
      unit: BigNumberish,
      multiple: BigNumberish,
      minProbBps: BigNumberish,
      maxLossBps: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      signature: BytesLike,
    ],
    [bigint],
    'payable'
  >;
  getFunction(
    nameOrSignature: 'registerAndClaimAndVest',
  ): TypedContractMethod<
    [amount: BigNumberish, nonce: BigNumberish, deadline: BigNumberish, signature: BytesLike],
    [void],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'registerAndClaimAndVestTo',
  ): TypedContractMethod<
    [
      recipient: AddressLike,
      amount: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      serverSignature: BytesLike,
    ],
    [void],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'registerAndClaimAndVestViaSig',
  ): TypedContractMethod<
    [
      user: AddressLike,
      recipient: AddressLike,
      amount: BigNumberish,
      nonce: BigNumberish,
      deadline: BigNumberish,
      serverSignature: BytesLike,
      userSignature: BytesLike,
    ],
    [void],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'registerBalance',
  ): TypedContractMethod<[user: AddressLike, amount: BigNumberish], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'registerBalances',
  ): TypedContractMethod<[users: AddressLike[], amounts: BigNumberish[]], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'releaseDay'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'releaseSupply'): TypedContractMethod<[amount: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'renounceOwnership'): TypedContractMethod<[], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'requestCancelBet',
  ): TypedContractMethod<[requestId: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'requestConfirmations'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'setBettingTable',
  ): TypedContractMethod<
    [unit: BigNumberish, multiple: BigNumberish, probBps: BigNumberish, lossBps: BigNumberish],
    [void],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'setCallbackGasLimit',
  ): TypedContractMethod<[newCallbackGasLimit: BigNumberish], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'setCancelDelay',
  ): TypedContractMethod<[newCancelDelay: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'setOff'): TypedContractMethod<[off: boolean], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'setSigner'): TypedContractMethod<[newSigner: AddressLike], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'setWithdrawAddress',
  ): TypedContractMethod<[newWithdrawAddress: AddressLike], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'signatureVerifier'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'signer'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'tgeTimestamp'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'token'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'transferOwnership'): TypedContractMethod<[newOwner: AddressLike], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'usedNonces',
  ): TypedContractMethod<[user: AddressLike, nonce: BigNumberish], [boolean], 'view'>;
  getFunction(nameOrSignature: 'userVestingScheduleIds'): TypedContractMethod<[user: AddressLike], [bigint], 'view'>;
  getFunction(nameOrSignature: 'vestable'): TypedContractMethod<[user: AddressLike], [bigint], 'view'>;
  getFunction(nameOrSignature: 'withdraw'): TypedContractMethod<[amount: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'withdrawAddress'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'withdrawNative'): TypedContractMethod<[amount: BigNumberish], [void], 'nonpayable'>;

  getEvent(
    key: 'BetCancelRequested',
  ): TypedContractEvent<
    BetCancelRequestedEvent.InputTuple,
    BetCancelRequestedEvent.OutputTuple,
    BetCancelRequestedEvent.OutputObject
  >;
  getEvent(
    key: 'BetCancelled',
  ): TypedContractEvent<BetCancelledEvent.InputTuple, BetCancelledEvent.OutputTuple, BetCancelledEvent.OutputObject>;
  getEvent(
    key: 'BetRequested',
  ): TypedContractEvent<BetRequestedEvent.InputTuple, BetRequestedEvent.OutputTuple, BetRequestedEvent.OutputObject>;
  getEvent(
    key: 'BetResolved',
  ): TypedContractEvent<BetResolvedEvent.InputTuple, BetResolvedEvent.OutputTuple, BetResolvedEvent.OutputObject>;
  getEvent(
    key: 'BettingTableSet',
  ): TypedContractEvent<
    BettingTableSetEvent.InputTuple,
    BettingTableSetEvent.OutputTuple,
    BettingTableSetEvent.OutputObject
  >;
  getEvent(
    key: 'CallbackGasLimitSet',
  ): TypedContractEvent<
    CallbackGasLimitSetEvent.InputTuple,
    CallbackGasLimitSetEvent.OutputTuple,
    CallbackGasLimitSetEvent.OutputObject
  >;
  getEvent(
    key: 'CancelDelaySet',
  ): TypedContractEvent<
    CancelDelaySetEvent.InputTuple,
    CancelDelaySetEvent.OutputTuple,
    CancelDelaySetEvent.OutputObject
  >;
  getEvent(
    key: 'Claimed',
  ): TypedContractEvent<ClaimedEvent.InputTuple, ClaimedEvent.OutputTuple, ClaimedEvent.OutputObject>;
  getEvent(
    key: 'ClaimedTo',
  ): TypedContractEvent<ClaimedToEvent.InputTuple, ClaimedToEvent.OutputTuple, ClaimedToEvent.OutputObject>;
  getEvent(
    key: 'EIP712DomainChanged',
  ): TypedContractEvent<
    EIP712DomainChangedEvent.InputTuple,
    EIP712DomainChangedEvent.OutputTuple,
    EIP712DomainChangedEvent.OutputObject
  >;
  getEvent(
    key: 'ExcessEthRefunded',
  ): TypedContractEvent<
    ExcessEthRefundedEvent.InputTuple,
    ExcessEthRefundedEvent.OutputTuple,
    ExcessEthRefundedEvent.OutputObject
  >;
  getEvent(
    key: 'Funded',
  ): TypedContractEvent<FundedEvent.InputTuple, FundedEvent.OutputTuple, FundedEvent.OutputObject>;
  getEvent(
    key: 'NativeWithdrawn',
  ): TypedContractEvent<
    NativeWithdrawnEvent.InputTuple,
    NativeWithdrawnEvent.OutputTuple,
    NativeWithdrawnEvent.OutputObject
  >;
  getEvent(
    key: 'OffSet',
  ): TypedContractEvent<OffSetEvent.InputTuple, OffSetEvent.OutputTuple, OffSetEvent.OutputObject>;
  getEvent(
    key: 'OwnershipTransferStarted',
  ): TypedContractEvent<
    OwnershipTransferStartedEvent.InputTuple,
    OwnershipTransferStartedEvent.OutputTuple,
    OwnershipTransferStartedEvent.OutputObject
  >;
  getEvent(
    key: 'OwnershipTransferred',
  ): TypedContractEvent<
    OwnershipTransferredEvent.InputTuple,
    OwnershipTransferredEvent.OutputTuple,
    OwnershipTransferredEvent.OutputObject
  >;
  getEvent(
    key: 'RegistrationSkipped',
  ): TypedContractEvent<
    RegistrationSkippedEvent.InputTuple,
    RegistrationSkippedEvent.OutputTuple,
    RegistrationSkippedEvent.OutputObject
  >;
  getEvent(
    key: 'SignerSet',
  ): TypedContractEvent<SignerSetEvent.InputTuple, SignerSetEvent.OutputTuple, SignerSetEvent.OutputObject>;
  getEvent(
    key: 'SupplyReleased',
  ): TypedContractEvent<
    SupplyReleasedEvent.InputTuple,
    SupplyReleasedEvent.OutputTuple,
    SupplyReleasedEvent.OutputObject
  >;
  getEvent(
    key: 'UserRegistered',
  ): TypedContractEvent<
    UserRegisteredEvent.InputTuple,
    UserRegisteredEvent.OutputTuple,
    UserRegisteredEvent.OutputObject
  >;
  getEvent(key: 'Vest'): TypedContractEvent<VestEvent.InputTuple, VestEvent.OutputTuple, VestEvent.OutputObject>;
  getEvent(
    key: 'WithdrawAddressSet',
  ): TypedContractEvent<
    WithdrawAddressSetEvent.InputTuple,
    WithdrawAddressSetEvent.OutputTuple,
    WithdrawAddressSetEvent.OutputObject
  >;
  getEvent(
    key: 'Withdrawn',
  ): TypedContractEvent<WithdrawnEvent.InputTuple, WithdrawnEvent.OutputTuple, WithdrawnEvent.OutputObject>;

  filters: {
    'BetCancelRequested(uint256,address,uint256)': TypedContractEvent<
      BetCancelRequestedEvent.InputTuple,
      BetCancelRequestedEvent.OutputTuple,
      BetCancelRequestedEvent.OutputObject
    >;
    BetCancelRequested: TypedContractEvent<
      BetCancelRequestedEvent.InputTuple,
      BetCancelRequestedEvent.OutputTuple,
      BetCancelRequestedEvent.OutputObject
    >;

    'BetCancelled(uint256,address)': TypedContractEvent<
      BetCancelledEvent.InputTuple,
      BetCancelledEvent.OutputTuple,
      BetCancelledEvent.OutputObject
    >;
    BetCancelled: TypedContractEvent<
      BetCancelledEvent.InputTuple,
      BetCancelledEvent.OutputTuple,
      BetCancelledEvent.OutputObject
    >;

    'BetRequested(uint256,address,uint256,uint256,uint256,uint16,uint16)': TypedContractEvent<
      BetRequestedEvent.InputTuple,
      BetRequestedEvent.OutputTuple,
      BetRequestedEvent.OutputObject
    >;
    BetRequested: TypedContractEvent<
      BetRequestedEvent.InputTuple,
      BetRequestedEvent.OutputTuple,
      BetRequestedEvent.OutputObject
    >;

    'BetResolved(uint256,address,bool,uint256,uint256)': TypedContractEvent<
      BetResolvedEvent.InputTuple,
      BetResolvedEvent.OutputTuple,
      BetResolvedEvent.OutputObject
    >;
    BetResolved: TypedContractEvent<
      BetResolvedEvent.InputTuple,
      BetResolvedEvent.OutputTuple,
      BetResolvedEvent.OutputObject
    >;

    'BettingTableSet(uint256,uint256,uint16,uint16)': TypedContractEvent<
      BettingTableSetEvent.InputTuple,
      BettingTableSetEvent.OutputTuple,
      BettingTableSetEvent.OutputObject
    >;
    BettingTableSet: TypedContractEvent<
      BettingTableSetEvent.InputTuple,
      BettingTableSetEvent.OutputTuple,
      BettingTableSetEvent.OutputObject
    >;

    'CallbackGasLimitSet(uint32)': TypedContractEvent<
      CallbackGasLimitSetEvent.InputTuple,
      CallbackGasLimitSetEvent.OutputTuple,
      CallbackGasLimitSetEvent.OutputObject
    >;
    CallbackGasLimitSet: TypedContractEvent<
      CallbackGasLimitSetEvent.InputTuple,
      CallbackGasLimitSetEvent.OutputTuple,
      CallbackGasLimitSetEvent.OutputObject
    >;

    'CancelDelaySet(uint256)': TypedContractEvent<
      CancelDelaySetEvent.InputTuple,
      CancelDelaySetEvent.OutputTuple,
      CancelDelaySetEvent.OutputObject
    >;
    CancelDelaySet: TypedContractEvent<
      CancelDelaySetEvent.InputTuple,
      CancelDelaySetEvent.OutputTuple,
      CancelDelaySetEvent.OutputObject
    >;

    'Claimed(address,uint256)': TypedContractEvent<
      ClaimedEvent.InputTuple,
      ClaimedEvent.OutputTuple,
      ClaimedEvent.OutputObject
    >;
    Claimed: TypedContractEvent<ClaimedEvent.InputTuple, ClaimedEvent.OutputTuple, ClaimedEvent.OutputObject>;

    'ClaimedTo(address,address,uint256,uint256)': TypedContractEvent<
      ClaimedToEvent.InputTuple,
      ClaimedToEvent.OutputTuple,
      ClaimedToEvent.OutputObject
    >;
    ClaimedTo: TypedContractEvent<ClaimedToEvent.InputTuple, ClaimedToEvent.OutputTuple, ClaimedToEvent.OutputObject>;

    'EIP712DomainChanged()': TypedContractEvent<
      EIP712DomainChangedEvent.InputTuple,
      EIP712DomainChangedEvent.OutputTuple,
      EIP712DomainChangedEvent.OutputObject
    >;
    EIP712DomainChanged: TypedContractEvent<
      EIP712DomainChangedEvent.InputTuple,
      EIP712DomainChangedEvent.OutputTuple,
      EIP712DomainChangedEvent.OutputObject
    >;

    'ExcessEthRefunded(address,uint256)': TypedContractEvent<
      ExcessEthRefundedEvent.InputTuple,
      ExcessEthRefundedEvent.OutputTuple,
      ExcessEthRefundedEvent.OutputObject
    >;
    ExcessEthRefunded: TypedContractEvent<
      ExcessEthRefundedEvent.InputTuple,
      ExcessEthRefundedEvent.OutputTuple,
      ExcessEthRefundedEvent.OutputObject
    >;

    'Funded(uint256,uint256)': TypedContractEvent<
      FundedEvent.InputTuple,
      FundedEvent.OutputTuple,
      FundedEvent.OutputObject
    >;
    Funded: TypedContractEvent<FundedEvent.InputTuple, FundedEvent.OutputTuple, FundedEvent.OutputObject>;

    'NativeWithdrawn(address,uint256)': TypedContractEvent<
      NativeWithdrawnEvent.InputTuple,
      NativeWithdrawnEvent.OutputTuple,
      NativeWithdrawnEvent.OutputObject
    >;
    NativeWithdrawn: TypedContractEvent<
      NativeWithdrawnEvent.InputTuple,
      NativeWithdrawnEvent.OutputTuple,
      NativeWithdrawnEvent.OutputObject
    >;

    'OffSet(bool)': TypedContractEvent<OffSetEvent.InputTuple, OffSetEvent.OutputTuple, OffSetEvent.OutputObject>;
    OffSet: TypedContractEvent<OffSetEvent.InputTuple, OffSetEvent.OutputTuple, OffSetEvent.OutputObject>;

    'OwnershipTransferStarted(address,address)': TypedContractEvent<
      OwnershipTransferStartedEvent.InputTuple,
      OwnershipTransferStartedEvent.OutputTuple,
      OwnershipTransferStartedEvent.OutputObject
    >;
    OwnershipTransferStarted: TypedContractEvent<
      OwnershipTransferStartedEvent.InputTuple,
      OwnershipTransferStartedEvent.OutputTuple,
      OwnershipTransferStartedEvent.OutputObject
    >;

    'OwnershipTransferred(address,address)': TypedContractEvent<
      OwnershipTransferredEvent.InputTuple,
      OwnershipTransferredEvent.OutputTuple,
      OwnershipTransferredEvent.OutputObject
    >;
    OwnershipTransferred: TypedContractEvent<
      OwnershipTransferredEvent.InputTuple,
      OwnershipTransferredEvent.OutputTuple,
      OwnershipTransferredEvent.OutputObject
    >;

    'RegistrationSkipped(address,uint256)': TypedContractEvent<
      RegistrationSkippedEvent.InputTuple,
      RegistrationSkippedEvent.OutputTuple,
      RegistrationSkippedEvent.OutputObject
    >;
    RegistrationSkipped: TypedContractEvent<
      RegistrationSkippedEvent.InputTuple,
      RegistrationSkippedEvent.OutputTuple,
      RegistrationSkippedEvent.OutputObject
    >;

    'SignerSet(address)': TypedContractEvent<
      SignerSetEvent.InputTuple,
      SignerSetEvent.OutputTuple,
      SignerSetEvent.OutputObject
    >;
    SignerSet: TypedContractEvent<SignerSetEvent.InputTuple, SignerSetEvent.OutputTuple, SignerSetEvent.OutputObject>;

    'SupplyReleased(uint256)': TypedContractEvent<
      SupplyReleasedEvent.InputTuple,
      SupplyReleasedEvent.OutputTuple,
      SupplyReleasedEvent.OutputObject
    >;
    SupplyReleased: TypedContractEvent<
      SupplyReleasedEvent.InputTuple,
      SupplyReleasedEvent.OutputTuple,
      SupplyReleasedEvent.OutputObject
    >;

    'UserRegistered(address,uint256)': TypedContractEvent<
      UserRegisteredEvent.InputTuple,
      UserRegisteredEvent.OutputTuple,
      UserRegisteredEvent.OutputObject
    >;
    UserRegistered: TypedContractEvent<
      UserRegisteredEvent.InputTuple,
      UserRegisteredEvent.OutputTuple,
      UserRegisteredEvent.OutputObject
    >;

    'Vest(address,uint256,uint256)': TypedContractEvent<
      VestEvent.InputTuple,
      VestEvent.OutputTuple,
      VestEvent.OutputObject
    >;
    Vest: TypedContractEvent<VestEvent.InputTuple, VestEvent.OutputTuple, VestEvent.OutputObject>;

    'WithdrawAddressSet(address)': TypedContractEvent<
      WithdrawAddressSetEvent.InputTuple,
      WithdrawAddressSetEvent.OutputTuple,
      WithdrawAddressSetEvent.OutputObject
    >;
    WithdrawAddressSet: TypedContractEvent<
      WithdrawAddressSetEvent.InputTuple,
      WithdrawAddressSetEvent.OutputTuple,
      WithdrawAddressSetEvent.OutputObject
    >;

    'Withdrawn(address,uint256)': TypedContractEvent<
      WithdrawnEvent.InputTuple,
      WithdrawnEvent.OutputTuple,
      WithdrawnEvent.OutputObject
    >;
    Withdrawn: TypedContractEvent<WithdrawnEvent.InputTuple, WithdrawnEvent.OutputTuple, WithdrawnEvent.OutputObject>;
  };
}
