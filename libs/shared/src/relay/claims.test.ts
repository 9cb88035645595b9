import {
  AbiCoder,
  type HDNodeWallet,
  Interface,
  keccak256,
  recoverAddress,
  toUtf8Bytes,
  TypedDataEncoder,
  verifyTypedData,
  Wallet,
  concat,
} from 'ethers';
import { relayRequestSchema, type RelayRequest } from '../dto/relay';
import type { Eip712Domain } from '../eip712';
import {
  EIP712_DOMAIN_NAME,
  EIP712_DOMAIN_VERSION,
  EIP712_TYPE_STRINGS,
  EIP712_VESTING_DOMAIN_NAME,
  EIP712_VESTING_DOMAIN_VERSION,
} from '../generated/eip712-types';
import { gmChallengeAbi, gmVestingAbi } from '../generated/abis';
import { encodeRelayCall } from './calldata';
import {
  challengeClaim,
  signedTypedDataOf,
  signRelayClaim,
  vestingClaim,
  type RelayPrimaryType,
  type TypedDataField,
} from './claims';
import { RELAY_KIND_SPECS } from './kinds';

const CHAIN_ID = 56;
const VESTING = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const CHALLENGE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SERVER_SIGNATURE = `0x${'22'.repeat(65)}`;
const coder = AbiCoder.defaultAbiCoder();

/**
 * The digest GMVesting and GMChallenge recover a signer from, computed as the contracts compute it (OpenZeppelin's
 * EIP712: keccak256(abi.encode(keccak256(<type string>), …fields)) under the domain separator of
 * EIP712Domain(name, version, chainId, verifyingContract)), from the contract-side type strings: not from the field
 * lists the builders sign with.
 */
function contractDigest(
  primaryType: RelayPrimaryType,
  domain: { name: string; version: string; chainId: number; verifyingContract: string },
  fields: Array<[type: string, value: unknown]>,
): string {
  const domainSeparator = keccak256(
    coder.encode(
      ['bytes32', 'bytes32', 'bytes32', 'uint256', 'address'],
      [
        keccak256(toUtf8Bytes('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)')),
        keccak256(toUtf8Bytes(domain.name)),
        keccak256(toUtf8Bytes(domain.version)),
        domain.chainId,
        domain.verifyingContract,
      ],
    ),
  );
  const structHash = keccak256(
    coder.encode(
      ['bytes32', ...fields.map(([type]) => type)],
      [keccak256(toUtf8Bytes(EIP712_TYPE_STRINGS[primaryType])), ...fields.map(([, value]) => value)],
    ),
  );
  return keccak256(concat(['0x1901', domainSeparator, structHash]));
}

/**
 * Holds `claim` to the contract side (its type string, the contract's domain) and has `wallet` sign its typed data:
 * the signature recovers to the wallet on the digest the contract computes from `fields`. Returns the signature.
 */
async function signOnContractSide(
  wallet: Wallet | HDNodeWallet,
  claim: {
    typedData: {
      domain: Eip712Domain;
      primaryType: RelayPrimaryType;
      types: Record<string, TypedDataField[]>;
      message: Record<string, unknown>;
    };
  },
  domain: { name: string; version: string; verifyingContract: string },
  fields: Array<[type: string, value: unknown]>,
): Promise<string> {
  const { primaryType, types, message } = claim.typedData;
  expect(TypedDataEncoder.from(types).encodeType(primaryType)).toBe(EIP712_TYPE_STRINGS[primaryType]);
  expect(claim.typedData.domain).toEqual({ ...domain, chainId: CHAIN_ID });
  const signature = await wallet.signTypedData(claim.typedData.domain, types, message);
  const digest = contractDigest(primaryType, claim.typedData.domain, fields);
  expect(TypedDataEncoder.hash(claim.typedData.domain, types, message)).toBe(digest);
  expect(recoverAddress(digest, signature)).toBe(wallet.address);
  return signature;
}

describe('each relayed claim, built once (libs/shared relay/claims.ts)', () => {
  const wallet = Wallet.createRandom();

  it("a monthly claim: signed by a Wallet, it recovers on the contract's digest of Claim in the GMVesting domain; the request carries what was signed", async () => {
    // GMVesting.nonces: the signer's address above its 32-bit counter (here 4).
    const nonce = (BigInt(wallet.address) << 32n) | 4n;
    const claim = vestingClaim({
      chainId: CHAIN_ID,
      vesting: VESTING,
      scheduleId: 7n,
      recipient: RECIPIENT,
      nonce,
      deadline: 1_800_000_000n,
    });
    const signature = await signOnContractSide(
      wallet,
      claim,
      { name: EIP712_VESTING_DOMAIN_NAME, version: EIP712_VESTING_DOMAIN_VERSION, verifyingContract: VESTING },
      [
        ['uint256', 7n],
        ['address', RECIPIENT],
        ['uint256', nonce],
        ['uint256', 1_800_000_000n],
      ],
    );
    const request = claim.request(signature);
    expect(request).toEqual({
      kind: 'vesting.claimViaSig',
      chainId: CHAIN_ID,
      contract: VESTING,
      recipient: RECIPIENT,
      scheduleId: '7',
      deadline: '1800000000',
      signature,
    });
    expect(relayRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    ['registered: claimAndVestViaSig, amount 0 signed', undefined, 'challenge.claimAndVestViaSig'],
    [
      'not registered: registerAndClaimAndVestViaSig, the Register amount signed',
      40_000n,
      'challenge.registerAndClaimAndVestViaSig',
    ],
  ] as const)(
    'claim & vest, %s; it recovers on the contract\u2019s digest of ClaimAndVest in the GMChallenge domain',
    async (_what, registerAmount, kind) => {
      const claim = challengeClaim({
        chainId: CHAIN_ID,
        challenge: CHALLENGE,
        user: wallet.address,
        recipient: RECIPIENT,
        nonce: 5n,
        deadline: 99n,
        serverSignature: SERVER_SIGNATURE,
        ...(registerAmount === undefined ? {} : { registerAmount }),
      });
      expect(claim.kind).toBe(kind);
      const userSignature = await signOnContractSide(
        wallet,
        claim,
        { name: EIP712_DOMAIN_NAME, version: EIP712_DOMAIN_VERSION, verifyingContract: CHALLENGE },
        [
          ['address', wallet.address],
          ['address', RECIPIENT],
          ['uint256', registerAmount ?? 0n],
          ['uint256', 5n],
          ['uint256', 99n],
        ],
      );
      const request = claim.request(userSignature);
      expect(request).toEqual({
        kind,
        chainId: CHAIN_ID,
        contract: CHALLENGE,
        user: wallet.address,
        recipient: RECIPIENT,
        nonce: '5',
        deadline: '99',
        serverSignature: SERVER_SIGNATURE,
        userSignature,
        ...(registerAmount === undefined ? {} : { amount: '40000' }),
      });
      expect(relayRequestSchema.parse(request)).toEqual(request);
    },
  );

  it('the relayer rebuilds from a request the typed data its claimant signed (recovering the claimant), and another recipient recovers someone else', async () => {
    const nonce = BigInt(wallet.address) << 32n;
    const signed = await signRelayClaim(
      wallet,
      vestingClaim({ chainId: CHAIN_ID, vesting: VESTING, scheduleId: 3n, recipient: RECIPIENT, nonce, deadline: 60n }),
    );
    const rebuilt = signedTypedDataOf(signed, nonce);
    if (!rebuilt) throw new Error('a vesting claim with its nonce is rebuilt');
    const { domain, types, message } = rebuilt.typedData;
    expect(verifyTypedData(domain, types, message, rebuilt.signature)).toBe(wallet.address);
    const redirected = signedTypedDataOf({ ...signed, recipient: wallet.address }, nonce);
    expect(
      verifyTypedData(
        redirected!.typedData.domain,
        redirected!.typedData.types,
        redirected!.typedData.message,
        rebuilt.signature,
      ),
    ).not.toBe(wallet.address);
    // Without the beneficiary's nonce (the contract cannot be read), there is nothing to check off-chain.
    expect(signedTypedDataOf(signed)).toBeNull();

    const challengeRequest = await signRelayClaim(
      wallet,
      challengeClaim({
        chainId: CHAIN_ID,
        challenge: CHALLENGE,
        user: wallet.address,
        recipient: RECIPIENT,
        nonce: 6n,
        deadline: 98n,
        serverSignature: SERVER_SIGNATURE,
        registerAmount: 40_000n,
      }),
    );
    const again = signedTypedDataOf(challengeRequest)!;
    expect(
      verifyTypedData(again.typedData.domain, again.typedData.types, again.typedData.message, again.signature),
    ).toBe(wallet.address);
  });

  it("each kind's calldata: its contract's function (generated ABI) with the request's arguments", () => {
    const requests: RelayRequest[] = [
      {
        kind: 'vesting.claimViaSig',
        chainId: CHAIN_ID,
        contract: VESTING,
        recipient: RECIPIENT,
        deadline: '60',
        scheduleId: '3',
        signature: `0x${'11'.repeat(65)}`,
      },
      {
        kind: 'challenge.claimAndVestViaSig',
        chainId: CHAIN_ID,
        contract: CHALLENGE,
        recipient: RECIPIENT,
        deadline: '99',
        user: wallet.address,
        nonce: '5',
        serverSignature: SERVER_SIGNATURE,
        userSignature: `0x${'33'.repeat(65)}`,
      },
      {
        kind: 'challenge.registerAndClaimAndVestViaSig',
        chainId: CHAIN_ID,
        contract: CHALLENGE,
        recipient: RECIPIENT,
        deadline: '98',
        user: wallet.address,
        nonce: '6',
        amount: '40000',
        serverSignature: SERVER_SIGNATURE,
        userSignature: `0x${'33'.repeat(65)}`,
      },
    ];
    const decoded = requests.map((request) => {
      const abi = RELAY_KIND_SPECS[request.kind].contract === 'vesting' ? gmVestingAbi : gmChallengeAbi;
      const call = new Interface(abi).parseTransaction({ data: encodeRelayCall(request) });
      return [call?.name, ...(call?.args.toArray() ?? [])].map((value) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
    });
    expect(decoded).toEqual([
      ['claimViaSig', '3', RECIPIENT, '60', `0x${'11'.repeat(65)}`],
      ['claimAndVestViaSig', wallet.address, RECIPIENT, '5', '99', SERVER_SIGNATURE, `0x${'33'.repeat(65)}`],
      [
        'registerAndClaimAndVestViaSig',
        wallet.address,
        RECIPIENT,
        '40000',
        '6',
        '98',
        SERVER_SIGNATURE,
        `0x${'33'.repeat(65)}`,
      ],
    ]);
  });
});
