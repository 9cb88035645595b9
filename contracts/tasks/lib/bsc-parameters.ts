import { readFile } from 'node:fs/promises';
import { Contract, isAddress, type Provider } from 'ethers';
import { OwnerTaskError } from './errors.js';

/** The `$global` parameters of the GMBsc / GMBscExistingToken Ignition modules. */
export interface BscParameters {
  chainId: number;
  vrfWrapper: string;
  keyHash: string;
  requestConfirmations: number;
  callbackGasLimit: number;
  signer: string;
  tgeTimestamp: number;
  treasury: string;
  withdrawAddress: string;
  /** Empty: deploy a new GMToken with `totalSupply`. */
  existingToken: string;
  totalSupply: bigint;
}

/** Limits that GMChallenge and BSC impose. */
export const VRF_LIMITS = {
  minConfirmations: 3,
  maxConfirmations: 200,
  minCallbackGas: 50_000,
  maxCallbackGas: 2_500_000,
} as const;

const ZERO_ADDRESS = /^0x0{40}$/i;

/**
 * Reads and validates a parameters file (`{ "$global": { … } }`). Every problem is reported at once.
 * Bigints may be written as decimal strings, with or without Ignition's trailing "n".
 */
export async function readBscParameters(file: string): Promise<BscParameters> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new OwnerTaskError(`cannot read the parameters file ${file}: ${(error as Error).message}`);
  }
  const global = (raw as { $global?: Record<string, unknown> }).$global;
  if (typeof global !== 'object' || global === null) throw new OwnerTaskError(`${file}: no "$global" parameters`);
  return validateBscParameters(global, file);
}

export function validateBscParameters(values: Record<string, unknown>, source = 'parameters'): BscParameters {
  const problems: string[] = [];
  const address = (name: string, optional = false): string => {
    const value = values[name];
    if (optional && (value === undefined || value === '')) return '';
    if (typeof value !== 'string' || !isAddress(value) || ZERO_ADDRESS.test(value)) {
      problems.push(`${name} must be a non-zero address (got ${JSON.stringify(value)})`);
      return '';
    }
    return value;
  };
  const integer = (name: string, min: number, max: number): number => {
    const value = values[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(value)})`);
      return 0;
    }
    return value;
  };
  const keyHash = values.keyHash;
  if (typeof keyHash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(keyHash) || /^0x0{64}$/.test(keyHash)) {
    problems.push(`keyHash must be the 32-byte key hash of the VRF gas lane (got ${JSON.stringify(keyHash)})`);
  }
  let totalSupply = 0n;
  const existingToken = address('existingToken', true);
  if (existingToken === '') {
    const supply = values.totalSupply;
    if (typeof supply !== 'string' || !/^\d+n?$/.test(supply) || BigInt(supply.replace(/n$/, '')) === 0n) {
      problems.push('totalSupply (18-decimal units, a decimal string) is required when existingToken is empty');
    } else {
      totalSupply = BigInt(supply.replace(/n$/, ''));
    }
  }
  const parameters: BscParameters = {
    chainId: integer('chainId', 1, Number.MAX_SAFE_INTEGER),
    vrfWrapper: address('vrfWrapper'),
    keyHash: typeof keyHash === 'string' ? keyHash : '',
    requestConfirmations: integer('requestConfirmations', VRF_LIMITS.minConfirmations, VRF_LIMITS.maxConfirmations),
    callbackGasLimit: integer('callbackGasLimit', VRF_LIMITS.minCallbackGas, VRF_LIMITS.maxCallbackGas),
    signer: address('signer'),
    tgeTimestamp: integer('tgeTimestamp', 1, 2 ** 40),
    treasury: address('treasury'),
    withdrawAddress: address('withdrawAddress'),
    existingToken,
    totalSupply,
  };
  if (problems.length > 0) throw new OwnerTaskError(`${source} is not valid:\n  - ${problems.join('\n  - ')}`);
  return parameters;
}

const WRAPPER_ABI = [
  'function typeAndVersion() view returns (string)',
  'function s_configured() view returns (bool)',
  'function s_disabled() view returns (bool)',
  'function getConfig() view returns (int256 fallbackWeiPerUnitLink, uint32 stalenessSeconds, uint32 fulfillmentFlatFeeNativePPM, uint32 fulfillmentFlatFeeLinkDiscountPPM, uint32 wrapperGasOverhead, uint32 coordinatorGasOverheadNative, uint32 coordinatorGasOverheadLink, uint16 coordinatorGasOverheadPerWord, uint8 wrapperNativePremiumPercentage, uint8 wrapperLinkPremiumPercentage, bytes32 keyHash, uint8 maxNumWords)',
  'function estimateRequestPriceNative(uint32 callbackGasLimit, uint32 numWords, uint256 requestGasPriceWei) view returns (uint256)',
];

export interface WrapperReport {
  typeAndVersion: string;
  keyHash: string;
  wrapperGasOverhead: number;
  maxNumWords: number;
  gasPrice: bigint;
  /** Native price of one bet's VRF request at `gasPrice`. */
  pricePerRequest: bigint;
}

/**
 * Checks, on the network, that the parameters fit it: the chain id, that `vrfWrapper` is a configured and
 * enabled VRFV2PlusWrapper whose key hash is `keyHash`, and that an existing token is a contract.
 * Fails with one message listing what is wrong.
 */
export async function checkBscDeployment(provider: Provider, parameters: BscParameters): Promise<WrapperReport> {
  const { chainId } = await provider.getNetwork();
  if (chainId !== BigInt(parameters.chainId)) {
    throw new OwnerTaskError(`the parameters are for chain ${parameters.chainId} but the network is chain ${chainId}`);
  }
  if ((await provider.getCode(parameters.vrfWrapper)) === '0x') {
    throw new OwnerTaskError(
      `vrfWrapper ${parameters.vrfWrapper} has no code on chain ${chainId}: wrong address? Take the VRF v2.5 wrapper of this network from https://docs.chain.link/vrf/v2-5/supported-networks`,
    );
  }
  const wrapper = new Contract(parameters.vrfWrapper, WRAPPER_ABI, provider);
  let typeAndVersion: string;
  try {
    typeAndVersion = (await wrapper.getFunction('typeAndVersion')()) as string;
  } catch {
    throw new OwnerTaskError(
      `vrfWrapper ${parameters.vrfWrapper} is a contract but not a VRF v2.5 wrapper (no typeAndVersion)`,
    );
  }
  if (!typeAndVersion.startsWith('VRFV2PlusWrapper')) {
    throw new OwnerTaskError(`vrfWrapper ${parameters.vrfWrapper} is "${typeAndVersion}", not a VRFV2PlusWrapper`);
  }
  const problems: string[] = [];
  if (!((await wrapper.getFunction('s_configured')()) as boolean))
    problems.push('the wrapper is not configured (s_configured is false)');
  if ((await wrapper.getFunction('s_disabled')()) as boolean) problems.push('the wrapper is disabled');
  const config = (await wrapper.getFunction('getConfig')()) as {
    keyHash: string;
    wrapperGasOverhead: bigint;
    maxNumWords: bigint;
  };
  if (config.keyHash.toLowerCase() !== parameters.keyHash.toLowerCase()) {
    problems.push(`keyHash ${parameters.keyHash} differs from the wrapper's ${config.keyHash}`);
  }
  if (config.maxNumWords < 1n) problems.push('the wrapper allows 0 words per request');
  if (parameters.existingToken !== '' && (await provider.getCode(parameters.existingToken)) === '0x') {
    problems.push(`existingToken ${parameters.existingToken} has no code on chain ${chainId}`);
  }
  if (problems.length > 0) throw new OwnerTaskError(`the VRF wrapper check failed:\n  - ${problems.join('\n  - ')}`);

  const gasPrice = (await provider.getFeeData()).gasPrice ?? 0n;
  const pricePerRequest = (await wrapper.getFunction('estimateRequestPriceNative')(
    parameters.callbackGasLimit,
    1,
    gasPrice,
  )) as bigint;
  return {
    typeAndVersion,
    keyHash: config.keyHash,
    wrapperGasOverhead: Number(config.wrapperGasOverhead),
    maxNumWords: Number(config.maxNumWords),
    gasPrice,
    pricePerRequest,
  };
}
