import { Interface, type Result } from 'ethers';
import type { Abi, AbiFunction, AbiParameter, FunctionArgs, FunctionName, FunctionResult } from './abi-types';

const interfaces = new WeakMap<Abi, Interface>();

/** The ethers Interface of an ABI, built once. */
export function interfaceOf(abi: Abi): Interface {
  let found = interfaces.get(abi);
  if (!found) {
    found = new Interface(abi);
    interfaces.set(abi, found);
  }
  return found;
}

function functionOf(abi: Abi, name: string): AbiFunction {
  const found = abi.find((item): item is AbiFunction => item.type === 'function' && item.name === name);
  if (!found) throw new Error(`${name} is not a function of this ABI`);
  return found;
}

/** An ethers Result turned into plain values following the ABI: tuples become objects keyed by name. */
function plain(parameter: AbiParameter, value: unknown): unknown {
  const array = /^(.*)\[\d*\]$/.exec(parameter.type);
  if (array) {
    const inner: AbiParameter = {
      type: array[1] as string,
      ...(parameter.components ? { components: parameter.components } : {}),
    };
    return Array.from(value as Result, (item) => plain(inner, item));
  }
  if (parameter.type === 'tuple') {
    const tuple = value as Result;
    return Object.fromEntries(
      (parameter.components ?? []).map((component, index) => [
        component.name ?? String(index),
        plain(component, tuple[index]),
      ]),
    );
  }
  return value;
}

/** One call of a contract function: where it goes, its calldata, and how to decode what comes back. */
export interface ContractCall<R> {
  readonly target: string;
  readonly callData: string;
  /** `Contract.function` for messages and logs. */
  readonly label: string;
  decode(returnData: string): R;
}

/**
 * A typed call of `functionName` on `address`: the arguments and the decoded result take their types
 * from the `as const` ABI (see abi-types.ts).
 */
export function contractCall<const A extends Abi, N extends FunctionName<A>>(
  abi: A,
  address: string,
  functionName: N,
  ...args: FunctionArgs<A, N> extends [] ? [] : [FunctionArgs<A, N>]
): ContractCall<FunctionResult<A, N>> {
  const iface = interfaceOf(abi);
  const fragment = functionOf(abi, functionName);
  const values = (args[0] ?? []) as readonly unknown[];
  return {
    target: address,
    callData: iface.encodeFunctionData(functionName, values),
    label: functionName,
    decode(returnData: string): FunctionResult<A, N> {
      const result = iface.decodeFunctionResult(functionName, returnData);
      const outputs = fragment.outputs;
      const value =
        outputs.length === 1
          ? plain(outputs[0] as AbiParameter, result[0])
          : Object.fromEntries(
              outputs.map((output, index) => [output.name || String(index), plain(output, result[index])]),
            );
      // The shape was just built from the same ABI the type is computed from.
      return value as FunctionResult<A, N>;
    },
  };
}
