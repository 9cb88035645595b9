// Event arguments typed from libs/shared's generated ABIs (`as const` literals), as Ponder types `event.args`.

type AbiEvent<Abi extends readonly unknown[]> = Extract<Abi[number], { type: 'event' }>;

/** The names of an ABI's events. */
export type EventName<Abi extends readonly unknown[]> = AbiEvent<Abi> extends { name: infer Name extends string } ? Name : never;

/** A Solidity type as ethers v6 decodes it: every integer width as a bigint, an address as a checksummed string. */
type Decoded<SolidityType extends string> = SolidityType extends 'address'
  ? string
  : SolidityType extends 'bool'
    ? boolean
    : SolidityType extends `uint${string}` | `int${string}`
      ? bigint
      : SolidityType extends 'string' | `bytes${string}`
        ? string
        : unknown;

/** The inputs of event `Name` of `Abi`. */
type EventInputs<Abi extends readonly unknown[], Name extends string> =
  Extract<AbiEvent<Abi>, { name: Name }> extends { inputs: readonly (infer Input)[] } ? Input : never;

/** The decoded arguments of event `Name` of `Abi`, by name: `EventArgs<typeof gmVestingAbi, 'Claimed'>['amount']` is a bigint. */
export type EventArgs<Abi extends readonly unknown[], Name extends EventName<Abi>> = {
  [Input in EventInputs<Abi, Name> as Input extends { name: infer Key extends string } ? Key : never]: Input extends {
    type: infer SolidityType extends string;
  }
    ? Decoded<SolidityType>
    : never;
};
