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

export declare namespace IGMVesting {
  export type VestingInfoStruct = {
    claimedTotal: BigNumberish;
    vestedTotal: BigNumberish;
    totalAllocation: BigNumberish;
    monthsElapsed: BigNumberish;
    claimableMonths: BigNumberish;
  };

  export type VestingInfoStructOutput = [
    claimedTotal: bigint,
    vestedTotal: bigint,
    totalAllocation: bigint,
    monthsElapsed: bigint,
    claimableMonths: bigint,
  ] & {
    claimedTotal: bigint;
    vestedTotal: bigint;
    totalAllocation: bigint;
    monthsElapsed: bigint;
    claimableMonths: bigint;
  };

  export type VestingScheduleStruct = {
    beneficiary: AddressLike;
    totalAmount: BigNumberish;
    tgeAmount: BigNumberish;
    claimed: BigNumberish;
    isActive: boolean;
    releaseDay: BigNumberish;
    monthlyAmounts: BigNumberish[];
    revocable: boolean;
  };

  export type VestingScheduleStructOutput = [
    beneficiary: string,
    totalAmount: bigint,
    tgeAmount: bigint,
    claimed: bigint,
    isActive: boolean,
    releaseDay: bigint,
    monthlyAmounts: bigint[],
    revocable: boolean,
  ] & {
    beneficiary: string;
    totalAmount: bigint;
    tgeAmount: bigint;
    claimed: bigint;
    isActive: boolean;
    releaseDay: bigint;
    monthlyAmounts: bigint[];
    revocable: boolean;
  };
}

export interface GMVestingInterface extends Interface {
  getFunction(
    nameOrSignature:
      | 'MAX_MONTHS'
      | 'STANDARD_MONTHS'
      | 'acceptBeneficiary'
      | 'acceptOwnership'
      | 'beneficiaryScheduleCount'
      | 'beneficiarySchedules'
      | 'calculateReleaseTimestamp'
      | 'calculateVestedAmount'
      | 'changeBeneficiary'
      | 'claim'
      | 'claimTo'
      | 'claimType'
      | 'claimViaSig'
      | 'claimableAmount'
      | 'createStandardSchedule'
      | 'createVestingSchedule'
      | 'createVestingSchedules'
      | 'eip712Domain'
      | 'getCurrentVestingMonth'
      | 'getUserVestingScheduleId'
      | 'getVestingInfo'
      | 'getVestingSchedule'
      | 'isScheduler'
      | 'nonces'
      | 'owner'
      | 'pendingBeneficiary'
      | 'pendingOwner'
      | 'renounceOwnership'
      | 'revoke'
      | 'scheduleCount'
      | 'setScheduler'
      | 'setTreasury'
      | 'signatureVerifier'
      | 'standardReleaseDay'
      | 'tgeTimestamp'
      | 'token'
      | 'transferOwnership'
      | 'treasury',
  ): FunctionFragment;

  getEvent(
    nameOrSignatureOrTopic:
      | 'BeneficiaryChangeProposed'
      | 'BeneficiaryChanged'
      | 'Claimed'
      | 'ClaimedTo'
      | 'EIP712DomainChanged'
      | 'OwnershipTransferStarted'
      | 'OwnershipTransferred'
      | 'SchedulerSet'
      | 'TreasurySet'
      | 'VestingScheduleCreated'
      | 'VestingScheduleRevoked',
  ): EventFragment;

  encodeFunctionData(functionFragment: 'MAX_MONTHS', values?: undefined): string;
  encodeFunctionData(functionFragment: 'STANDARD_MONTHS', values?: undefined): string;
  encodeFunctionData(functionFragment: 'acceptBeneficiary', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'acceptOwnership', values?: undefined): string;
  encodeFunctionData(functionFragment: 'beneficiaryScheduleCount', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'beneficiarySchedules', values: [AddressLike, BigNumberish]): string;
  encodeFunctionData(
    functionFragment: 'calculateReleaseTimestamp',
    values: [BigNumberish, BigNumberish, BigNumberish],
  ): string;
  encodeFunctionData(functionFragment: 'calculateVestedAmount', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'changeBeneficiary', values: [BigNumberish, AddressLike]): string;
  encodeFunctionData(functionFragment: 'claim', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'claimTo', values: [BigNumberish, AddressLike]): string;
  encodeFunctionData(functionFragment: 'claimType', values?: undefined): string;
  encodeFunctionData(
    functionFragment: 'claimViaSig',
    values: [BigNumberish, AddressLike, BigNumberish, BytesLike],
  ): string;
  encodeFunctionData(functionFragment: 'claimableAmount', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'createStandardSchedule', values: [AddressLike, BigNumberish]): string;
  encodeFunctionData(
    functionFragment: 'createVestingSchedule',
    values: [AddressLike, BigNumberish, BigNumberish, BigNumberish[]],
  ): string;
  encodeFunctionData(
    functionFragment: 'createVestingSchedules',
    values: [AddressLike[], BigNumberish[], BigNumberish[], BigNumberish[][]],
  ): string;
  encodeFunctionData(functionFragment: 'eip712Domain', values?: undefined): string;
  encodeFunctionData(functionFragment: 'getCurrentVestingMonth', values?: undefined): string;
  encodeFunctionData(functionFragment: 'getUserVestingScheduleId', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'getVestingInfo', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'getVestingSchedule', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'isScheduler', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'nonces', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'owner', values?: undefined): string;
  encodeFunctionData(functionFragment: 'pendingBeneficiary', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'pendingOwner', values?: undefined): string;
  encodeFunctionData(functionFragment: 'renounceOwnership', values?: undefined): string;
  encodeFunctionData(functionFragment: 'revoke', values: [BigNumberish]): string;
  encodeFunctionData(functionFragment: 'scheduleCount', values?: undefined): string;
  encodeFunctionData(functionFragment: 'setScheduler', values: [AddressLike, boolean]): string;
  encodeFunctionData(functionFragment: 'setTreasury', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'signatureVerifier', values?: undefined): string;
  encodeFunctionData(functionFragment: 'standardReleaseDay', values?: undefined): string;
  encodeFunctionData(functionFragment: 'tgeTimestamp', values?: undefined): string;
  encodeFunctionData(functionFragment: 'token', values?: undefined): string;
  encodeFunctionData(functionFragment: 'transferOwnership', values: [AddressLike]): string;
  encodeFunctionData(functionFragment: 'treasury', values?: undefined): string;

  decodeFunctionResult(functionFragment: 'MAX_MONTHS', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'STANDARD_MONTHS', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'acceptBeneficiary', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'acceptOwnership', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'beneficiaryScheduleCount', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'beneficiarySchedules', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'calculateReleaseTimestamp', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'calculateVestedAmount', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'changeBeneficiary', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claim', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimTo', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimType', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimViaSig', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'claimableAmount', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'createStandardSchedule', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'createVestingSchedule', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'createVestingSchedules', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'eip712Domain', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getCurrentVestingMonth', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getUserVestingScheduleId', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getVestingInfo', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'getVestingSchedule', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'isScheduler', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'nonces', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'owner', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'pendingBeneficiary', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'pendingOwner', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'renounceOwnership', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'revoke', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'scheduleCount', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setScheduler', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'setTreasury', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'signatureVerifier', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'standardReleaseDay', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'tgeTimestamp', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'token', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'transferOwnership', data: BytesLike): Result;
  decodeFunctionResult(functionFragment: 'treasury', data: BytesLike): Result;
}

export namespace BeneficiaryChangeProposedEvent {
  export type InputTuple = [scheduleId: BigNumberish, from: AddressLike, to: AddressLike];
  export type OutputTuple = [scheduleId: bigint, from: string, to: string];
  export interface OutputObject {
    scheduleId: bigint;
    from: string;
    to: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace BeneficiaryChangedEvent {
  export type InputTuple = [scheduleId: BigNumberish, from: AddressLike, to: AddressLike];
  export type OutputTuple = [scheduleId: bigint, from: string, to: string];
  export interface OutputObject {
    scheduleId: bigint;
    from: string;
    to: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace ClaimedEvent {
  export type InputTuple = [
    scheduleId: BigNumberish,
    beneficiary: AddressLike,
    amount: BigNumberish,
    timestamp: BigNumberish,
  ];
  export type OutputTuple = [scheduleId: bigint, beneficiary: string, amount: bigint, timestamp: bigint];
  export interface OutputObject {
    scheduleId: bigint;
    beneficiary: string;
    amount: bigint;
    timestamp: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace ClaimedToEvent {
  export type InputTuple = [
    scheduleId: BigNumberish,
    beneficiary: AddressLike,
    recipient: AddressLike,
    amount: BigNumberish,
  ];
  export type OutputTuple = [scheduleId: bigint, beneficiary: string, recipient: string, amount: bigint];
  export interface OutputObject {
    scheduleId: bigint;
    beneficiary: string;
    recipient: string;
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

export namespace SchedulerSetEvent {
  export type InputTuple = [scheduler: AddressLike, allowed: boolean];
  export type OutputTuple = [scheduler: string, allowed: boolean];
  export interface OutputObject {
    scheduler: string;
    allowed: boolean;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace TreasurySetEvent {
  export type InputTuple = [treasury: AddressLike];
  export type OutputTuple = [treasury: string];
  export interface OutputObject {
    treasury: string;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace VestingScheduleCreatedEvent {
  export type InputTuple = [
    scheduleId: BigNumberish,
    beneficiary: AddressLike,
    totalAmount: BigNumberish,
    tgeAmount: BigNumberish,
    releaseDay: BigNumberish,
  ];
  export type OutputTuple = [
    scheduleId: bigint,
    beneficiary: string,
    totalAmount: bigint,
    tgeAmount: bigint,
    releaseDay: bigint,
  ];
  export interface OutputObject {
    scheduleId: bigint;
    beneficiary: string;
    totalAmount: bigint;
    tgeAmount: bigint;
    releaseDay: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export namespace VestingScheduleRevokedEvent {
  export type InputTuple = [scheduleId: BigNumberish, unvestedReturned: BigNumberish];
  export type OutputTuple = [scheduleId: bigint, unvestedReturned: bigint];
  export interface OutputObject {
    scheduleId: bigint;
    unvestedReturned: bigint;
  }
  export type Event = TypedContractEvent<InputTuple, OutputTuple, OutputObject>;
  export type Filter = TypedDeferredTopicFilter<Event>;
  export type Log = TypedEventLog<Event>;
  export type LogDescription = TypedLogDescription<Event>;
}

export interface GMVesting extends BaseContract {
  connect(runner?: ContractRunner | null): GMVesting;
  waitForDeployment(): Promise<this>;

  interface: GMVestingInterface;

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

  MAX_MONTHS: TypedContractMethod<[], [bigint], 'view'>;

  STANDARD_MONTHS: TypedContractMethod<[], [bigint], 'view'>;

  acceptBeneficiary: TypedContractMethod<[scheduleId: BigNumberish], [void], 'nonpayable'>;

  acceptOwnership: TypedContractMethod<[], [void], 'nonpayable'>;

  beneficiaryScheduleCount: TypedContractMethod<[beneficiary: AddressLike], [bigint], 'view'>;

  beneficiarySchedules: TypedContractMethod<[beneficiary: AddressLike, index: BigNumberish], [bigint], 'view'>;

  calculateReleaseTimestamp: TypedContractMethod<
    [tge: BigNumberish, month: BigNumberish, releaseDay: BigNumberish],
    [bigint],
    'view'
  >;

  calculateVestedAmount: TypedContractMethod<[scheduleId: BigNumberish], [bigint], 'view'>;

  changeBeneficiary: TypedContractMethod<[scheduleId: BigNumberish, newBeneficiary: AddressLike], [void], 'nonpayable'>;

  claim: TypedContractMethod<[scheduleId: BigNumberish], [void], 'nonpayable'>;

  claimTo: TypedContractMethod<[scheduleId: BigNumberish, recipient: AddressLike], [void], 'nonpayable'>;

  claimType: TypedContractMethod<[], [string], 'view'>;

  claimViaSig: TypedContractMethod<
    [scheduleId: BigNumberish, recipient: AddressLike, deadline: BigNumberish, signature: BytesLike],
    [void],
    'nonpayable'
  >;

  claimableAmount: TypedContractMethod<[scheduleId: BigNumberish], [bigint], 'view'>;

  createStandardSchedule: TypedContractMethod<[beneficiary: AddressLike, amount: BigNumberish], [bigint], 'nonpayable'>;

  createVestingSchedule: TypedContractMethod<
    [beneficiary: AddressLike, tgeAmount: BigNumberish, releaseDay: BigNumberish, monthlyAmounts: BigNumberish[]],
    [bigint],
    'nonpayable'
  >;

  createVestingSchedules: TypedContractMethod<
    [
      beneficiaries: AddressLike[],
      tgeAmounts: BigNumberish[],
      releaseDays: BigNumberish[],
      monthlyAmounts: BigNumberish[][],
    ],
    [bigint[]],
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

  getCurrentVestingMonth: TypedContractMethod<[], [bigint], 'view'>;

  getUserVestingScheduleId: TypedContractMethod<[user: AddressLike], [bigint], 'view'>;

  getVestingInfo: TypedContractMethod<[scheduleId: BigNumberish], [IGMVesting.VestingInfoStructOutput], 'view'>;

  getVestingSchedule: TypedContractMethod<[scheduleId: BigNumberish], [IGMVesting.VestingScheduleStructOutput], 'view'>;

  isScheduler: TypedContractMethod<[account: AddressLike], [boolean], 'view'>;

  nonces: TypedContractMethod<[beneficiary: AddressLike], [bigint], 'view'>;

  owner: TypedContractMethod<[], [string], 'view'>;

  pendingBeneficiary: TypedContractMethod<[scheduleId: BigNumberish], [string], 'view'>;

  pendingOwner: TypedContractMethod<[], [string], 'view'>;

  renounceOwnership: TypedContractMethod<[], [void], 'nonpayable'>;

  revoke: TypedContractMethod<[scheduleId: BigNumberish], [void], 'nonpayable'>;

  scheduleCount: TypedContractMethod<[], [bigint], 'view'>;

  setScheduler: TypedContractMethod<[scheduler: AddressLike, allowed: boolean], [void], 'nonpayable'>;

  setTreasury: TypedContractMethod<[newTreasury: AddressLike], [void], 'nonpayable'>;

  signatureVerifier: TypedContractMethod<[], [string], 'view'>;

  standardReleaseDay: TypedContractMethod<[], [bigint], 'view'>;

  tgeTimestamp: TypedContractMethod<[], [bigint], 'view'>;

  token: TypedContractMethod<[], [string], 'view'>;

  transferOwnership: TypedContractMethod<[newOwner: AddressLike], [void], 'nonpayable'>;

  treasury: TypedContractMethod<[], [string], 'view'>;

  getFunction<T extends ContractMethod = ContractMethod>(key: string | FunctionFragment): T;

  getFunction(nameOrSignature: 'MAX_MONTHS'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'STANDARD_MONTHS'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'acceptBeneficiary',
  ): TypedContractMethod<[scheduleId: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'acceptOwnership'): TypedContractMethod<[], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'beneficiaryScheduleCount',
  ): TypedContractMethod<[beneficiary: AddressLike], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'beneficiarySchedules',
  ): TypedContractMethod<[beneficiary: AddressLike, index: BigNumberish], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'calculateReleaseTimestamp',
  ): TypedContractMethod<[tge: BigNumberish, month: BigNumberish, releaseDay: BigNumberish], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'calculateVestedAmount',
  ): TypedContractMethod<[scheduleId: BigNumberish], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'changeBeneficiary',
  ): TypedContractMethod<[scheduleId: BigNumberish, newBeneficiary: AddressLike], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'claim'): TypedContractMethod<[scheduleId: BigNumberish], [void], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'claimTo',
  ): TypedContractMethod<[scheduleId: BigNumberish, recipient: AddressLike], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'claimType'): TypedContractMethod<[], [string], 'view'>;
  getFunction(
    nameOrSignature: 'claimViaSig',
  ): TypedContractMethod<
    [scheduleId: BigNumberish, recipient: AddressLike, deadline: BigNumberish, signature: BytesLike],
    [void],
    'nonpayable'
  >;
  getFunction(nameOrSignature: 'claimableAmount'): TypedContractMethod<[scheduleId: BigNumberish], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'createStandardSchedule',
  ): TypedContractMethod<[beneficiary: AddressLike, amount: BigNumberish], [bigint], 'nonpayable'>;
  getFunction(
    nameOrSignature: 'createVestingSchedule',
  ): TypedContractMethod<
    [beneficiary: AddressLike, tgeAmount: BigNumberish, releaseDay: BigNumberish, monthlyAmounts: BigNumberish[]],
    [bigint],
    'nonpayable'
  >;
  getFunction(
    nameOrSignature: 'createVestingSchedules',
  ): TypedContractMethod<
    [
      beneficiaries: AddressLike[],
      tgeAmounts: BigNumberish[],
      releaseDays: BigNumberish[],
      monthlyAmounts: BigNumberish[][],
    ],
    [bigint[]],
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
  getFunction(nameOrSignature: 'getCurrentVestingMonth'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'getUserVestingScheduleId'): TypedContractMethod<[user: AddressLike], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'getVestingInfo',
  ): TypedContractMethod<[scheduleId: BigNumberish], [IGMVesting.VestingInfoStructOutput], 'view'>;
  getFunction(
    nameOrSignature: 'getVestingSchedule',
  ): TypedContractMethod<[scheduleId: BigNumberish], [IGMVesting.VestingScheduleStructOutput], 'view'>;
  getFunction(nameOrSignature: 'isScheduler'): TypedContractMethod<[account: AddressLike], [boolean], 'view'>;
  getFunction(nameOrSignature: 'nonces'): TypedContractMethod<[beneficiary: AddressLike], [bigint], 'view'>;
  getFunction(nameOrSignature: 'owner'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'pendingBeneficiary'): TypedContractMethod<[scheduleId: BigNumberish], [string], 'view'>;
  getFunction(nameOrSignature: 'pendingOwner'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'renounceOwnership'): TypedContractMethod<[], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'revoke'): TypedContractMethod<[scheduleId: BigNumberish], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'scheduleCount'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(
    nameOrSignature: 'setScheduler',
  ): TypedContractMethod<[scheduler: AddressLike, allowed: boolean], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'setTreasury'): TypedContractMethod<[newTreasury: AddressLike], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'signatureVerifier'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'standardReleaseDay'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'tgeTimestamp'): TypedContractMethod<[], [bigint], 'view'>;
  getFunction(nameOrSignature: 'token'): TypedContractMethod<[], [string], 'view'>;
  getFunction(nameOrSignature: 'transferOwnership'): TypedContractMethod<[newOwner: AddressLike], [void], 'nonpayable'>;
  getFunction(nameOrSignature: 'treasury'): TypedContractMethod<[], [string], 'view'>;

  getEvent(
    key: 'BeneficiaryChangeProposed',
  ): TypedContractEvent<
    BeneficiaryChangeProposedEvent.InputTuple,
    BeneficiaryChangeProposedEvent.OutputTuple,
    BeneficiaryChangeProposedEvent.OutputObject
  >;
  getEvent(
    key: 'BeneficiaryChanged',
  ): TypedContractEvent<
    BeneficiaryChangedEvent.InputTuple,
    BeneficiaryChangedEvent.OutputTuple,
    BeneficiaryChangedEvent.OutputObject
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
    key: 'SchedulerSet',
  ): TypedContractEvent<SchedulerSetEvent.InputTuple, SchedulerSetEvent.OutputTuple, SchedulerSetEvent.OutputObject>;
  getEvent(
    key: 'TreasurySet',
  ): TypedContractEvent<TreasurySetEvent.InputTuple, TreasurySetEvent.OutputTuple, TreasurySetEvent.OutputObject>;
  getEvent(
    key: 'VestingScheduleCreated',
  ): TypedContractEvent<
    VestingScheduleCreatedEvent.InputTuple,
    VestingScheduleCreatedEvent.OutputTuple,
    VestingScheduleCreatedEvent.OutputObject
  >;
  getEvent(
    key: 'VestingScheduleRevoked',
  ): TypedContractEvent<
    VestingScheduleRevokedEvent.InputTuple,
    VestingScheduleRevokedEvent.OutputTuple,
    VestingScheduleRevokedEvent.OutputObject
  >;

  filters: {
    'BeneficiaryChangeProposed(uint256,address,address)': TypedContractEvent<
      BeneficiaryChangeProposedEvent.InputTuple,
      BeneficiaryChangeProposedEvent.OutputTuple,
      BeneficiaryChangeProposedEvent.OutputObject
    >;
    BeneficiaryChangeProposed: TypedContractEvent<
      BeneficiaryChangeProposedEvent.InputTuple,
      BeneficiaryChangeProposedEvent.OutputTuple,
      BeneficiaryChangeProposedEvent.OutputObject
    >;

    'BeneficiaryChanged(uint256,address,address)': TypedContractEvent<
      BeneficiaryChangedEvent.InputTuple,
      BeneficiaryChangedEvent.OutputTuple,
      BeneficiaryChangedEvent.OutputObject
    >;
    BeneficiaryChanged: TypedContractEvent<
      BeneficiaryChangedEvent.InputTuple,
      BeneficiaryChangedEvent.OutputTuple,
      BeneficiaryChangedEvent.OutputObject
    >;

    'Claimed(uint256,address,uint256,uint256)': TypedContractEvent<
      ClaimedEvent.InputTuple,
      ClaimedEvent.OutputTuple,
      ClaimedEvent.OutputObject
    >;
    Claimed: TypedContractEvent<ClaimedEvent.InputTuple, ClaimedEvent.OutputTuple, ClaimedEvent.OutputObject>;

    'ClaimedTo(uint256,address,address,uint256)': TypedContractEvent<
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

    'SchedulerSet(address,bool)': TypedContractEvent<
      SchedulerSetEvent.InputTuple,
      SchedulerSetEvent.OutputTuple,
      SchedulerSetEvent.OutputObject
    >;
    SchedulerSet: TypedContractEvent<
      SchedulerSetEvent.InputTuple,
      SchedulerSetEvent.OutputTuple,
      SchedulerSetEvent.OutputObject
    >;

    'TreasurySet(address)': TypedContractEvent<
      TreasurySetEvent.InputTuple,
      TreasurySetEvent.OutputTuple,
      TreasurySetEvent.OutputObject
    >;
    TreasurySet: TypedContractEvent<
      TreasurySetEvent.InputTuple,
      TreasurySetEvent.OutputTuple,
      TreasurySetEvent.OutputObject
    >;

    'VestingScheduleCreated(uint256,address,uint256,uint256,uint8)': TypedContractEvent<
      VestingScheduleCreatedEvent.InputTuple,
      VestingScheduleCreatedEvent.OutputTuple,
      VestingScheduleCreatedEvent.OutputObject
    >;
    VestingScheduleCreated: TypedContractEvent<
      VestingScheduleCreatedEvent.InputTuple,
      VestingScheduleCreatedEvent.OutputTuple,
      VestingScheduleCreatedEvent.OutputObject
    >;

    'VestingScheduleRevoked(uint256,uint256)': TypedContractEvent<
      VestingScheduleRevokedEvent.InputTuple,
      VestingScheduleRevokedEvent.OutputTuple,
      VestingScheduleRevokedEvent.OutputObject
    >;
    VestingScheduleRevoked: TypedContractEvent<
      VestingScheduleRevokedEvent.InputTuple,
      VestingScheduleRevokedEvent.OutputTuple,
      VestingScheduleRevokedEvent.OutputObject
    >;
  };
}
