import { type FunctionFragment, getAddress, type Interface, type ParamType } from 'ethers';

/** Encodes one call's arguments and decodes its first output, for a view read once per CSV row. */
export interface ViewCodec {
  encode(args: readonly unknown[]): string;
  decode(returnData: string): unknown;
}

/** One word per value, for the types a row-wise view takes (ethers normalises `uint` to `uint256`); else ethers. */
const STATIC_INPUT = /^(address|bool|uint\d+)$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const WORD = /^0x[0-9a-fA-F]{64}$/;

function isSimple(param: ParamType): boolean {
  return STATIC_INPUT.test(param.type);
}

function hasChecksum(address: string): boolean {
  try {
    return getAddress(address) === address;
  } catch {
    return false;
  }
}

function uintBits(type: string): bigint {
  return BigInt(type.slice('uint'.length));
}

/** A value's ABI word in hex, or undefined when ethers should encode it (and give its own error). */
function wordOf(param: ParamType, value: unknown): string | undefined {
  if (param.type === 'address') {
    if (typeof value !== 'string' || !ADDRESS.test(value)) return undefined;
    const hex = value.slice(2);
    const lower = hex.toLowerCase();
    // Mixed case carries a checksum, which ethers checks: a wrong one takes the slow path and fails there.
    if (hex !== lower && hex !== hex.toUpperCase() && !hasChecksum(value)) return undefined;
    return lower.padStart(64, '0');
  }
  if (param.type === 'bool') return typeof value === 'boolean' ? (value ? '1' : '0').padStart(64, '0') : undefined;
  const number = typeof value === 'bigint' ? value : Number.isSafeInteger(value) ? BigInt(value as number) : undefined;
  if (number === undefined || number < 0n || number >> uintBits(param.type) !== 0n) return undefined;
  return number.toString(16).padStart(64, '0');
}

/**
 * The codec of `method` of `contractInterface`. Views with address, bool and uint arguments and a bool or uint
 * result (`isRegistered(user)`, `beneficiaryScheduleCount(user)`, …) are encoded and decoded word by word, as
 * ethers' ABI coder would; the fragment and its selector are looked up once, not per row. Other views, and values
 * the fast path does not take (a wrong checksum, a number out of range, a numeric string), go through ethers itself,
 * which encodes them or throws its own error.
 */
export function viewCodec(contractInterface: Interface, method: string): ViewCodec {
  const fragment: FunctionFragment | null = contractInterface.getFunction(method);
  if (!fragment) throw new Error(`no function ${method} in the interface`);
  const selector = fragment.selector;
  const simpleInputs = fragment.inputs.every(isSimple);
  const output = fragment.outputs.length === 1 ? fragment.outputs[0] : undefined;
  const simpleOutput = output !== undefined && output.type !== 'address' && isSimple(output);

  const slowEncode = (args: readonly unknown[]): string => contractInterface.encodeFunctionData(fragment, args);
  const slowDecode = (returnData: string): unknown => contractInterface.decodeFunctionResult(fragment, returnData)[0];

  return {
    encode(args) {
      if (!simpleInputs || args.length !== fragment.inputs.length) return slowEncode(args);
      let data = selector;
      for (let i = 0; i < args.length; i++) {
        const word = wordOf(fragment.inputs[i] as ParamType, args[i]);
        if (word === undefined) return slowEncode(args);
        data += word;
      }
      return data;
    },
    decode(returnData) {
      if (!simpleOutput || !output || !WORD.test(returnData)) return slowDecode(returnData);
      const value = BigInt(returnData);
      if (output.type === 'bool') return value !== 0n;
      return BigInt.asUintN(Number(uintBits(output.type)), value);
    },
  };
}
