import { Interface } from 'ethers';
import { multicall3Abi } from '../generated/abis';
import { decodeAggregate3, encodeAggregate3 } from './multicall';

const multicall = new Interface(multicall3Abi);

describe('encodeAggregate3 / decodeAggregate3', () => {
  const calls = Array.from({ length: 37 }, (_, i) => ({
    target: `0x${(i + 1).toString(16).padStart(40, 'f')}`,
    callData: `0x${'ab'.repeat(i % 9)}${i % 2 ? 'cd'.repeat(33) : ''}`,
  }));

  it('encodes exactly what the ABI coder encodes', () => {
    const expected = multicall.encodeFunctionData('aggregate3', [
      calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData })),
    ]);
    expect(encodeAggregate3(calls)).toBe(expected);
    expect(encodeAggregate3([])).toBe(multicall.encodeFunctionData('aggregate3', [[]]));
  });

  it('decodes what the ABI coder encodes, failures included', () => {
    const results = calls.map((call, i) => ({ success: i % 3 !== 0, returnData: call.callData }));
    const encoded = multicall.encodeFunctionResult('aggregate3', [results]);
    expect(decodeAggregate3(encoded)).toEqual(results);
  });
});
