/**
 * TypeScript types computed from the contracts' `as const` ABIs (./generated/abis.ts), for the web and the owner tasks:
 * the arguments and the decoded result of each function, so a read or a write is typed by the ABI
 * itself and no struct is declared by hand.
 */

export interface AbiParameter {
  readonly type: string;
  readonly name?: string;
  readonly internalType?: string;
  readonly components?: readonly AbiParameter[];
  readonly indexed?: boolean;
}

export interface AbiFunction {
  readonly type: 'function';
  readonly name: string;
  readonly inputs: readonly AbiParameter[];
  readonly outputs: readonly AbiParameter[];
  readonly stateMutability: string;
}

export type Abi = readonly { readonly type: string; readonly name?: string }[];

type Primitive<T extends string> = T extends `uint${string}` | `int${string}`
  ? bigint
  : T extends 'bool'
    ? boolean
    : T extends 'address' | 'string' | `bytes${string}`
      ? string
      : unknown;

type TupleObject<C> = C extends readonly AbiParameter[]
  ? { readonly [P in C[number] as P['name'] & string]: AbiValue<P> }
  : never;

/** The decoded value of one ABI parameter: uint → bigint, address → string, tuple → object by name, T[] → array. */
export type AbiValue<P extends AbiParameter> = P['type'] extends `${infer Inner}[${string}]`
  ? readonly AbiValue<{ type: Inner; components: P['components'] }>[]
  : P['type'] extends 'tuple'
    ? TupleObject<P['components']>
    : Primitive<P['type']>;

/** What a value passed as an argument may be (numbers widen to bigint; tuples as objects). */
export type AbiArgument<P extends AbiParameter> = P['type'] extends `uint${string}` | `int${string}`
  ? bigint | number
  : AbiValue<P>;

export type FunctionName<A extends Abi> = Extract<A[number], { type: 'function'; name: string }>['name'];
export type ViewFunctionName<A extends Abi> = Extract<
  A[number],
  { type: 'function'; name: string; stateMutability: 'view' | 'pure' }
>['name'];
export type WriteFunctionName<A extends Abi> = Extract<
  A[number],
  { type: 'function'; name: string; stateMutability: 'nonpayable' | 'payable' }
>['name'];

export type FunctionOf<A extends Abi, N extends string> = Extract<A[number], { type: 'function'; name: N }>;

type InputsOf<A extends Abi, N extends string> =
  FunctionOf<A, N> extends { inputs: infer I extends readonly AbiParameter[] } ? I : never;
type OutputsOf<A extends Abi, N extends string> =
  FunctionOf<A, N> extends { outputs: infer O extends readonly AbiParameter[] } ? O : never;

/** The argument tuple of function `N`. */
export type FunctionArgs<A extends Abi, N extends string> = ArgumentTuple<InputsOf<A, N>>;

type ArgumentTuple<T extends readonly AbiParameter[]> = {
  -readonly [I in keyof T]: T[I] extends AbiParameter ? AbiArgument<T[I]> : never;
};

/**
 * The decoded result of function `N`: the value itself for one output, an object keyed by the output
 * names for several (e.g. getEligibleAmount → { total, unlock, vesting, claimable }).
 */
export type FunctionResult<A extends Abi, N extends string> =
  OutputsOf<A, N> extends readonly [infer Only extends AbiParameter] ? AbiValue<Only> : TupleObject<OutputsOf<A, N>>;

export type ErrorName<A extends Abi> = Extract<A[number], { type: 'error'; name: string }>['name'];
