import { tokens } from '@gm-claim/shared/amount';
import { ApiError, ChainUnreachableError, ServerUnreachableError } from '@gm-claim/web-core-errors';
import { INDEX, record } from '../testing';
import { proofFromRecord, type ChallengeProof } from './challenge-proof';
import { lookUpChallenge } from './read-challenge-proof';

const fromIndex = proofFromRecord(record(), INDEX);
const fromChain: ChallengeProof = { ...fromIndex, source: 'chain', index: null };

describe('lookUpChallenge', () => {
  it('the index has it – the index’s record, the chain is not read', async () => {
    const chain = jest.fn();
    const lookup = await lookUpChallenge(42n, {
      fromIndex: async () => ({ proof: fromIndex }),
      fromChain: chain,
      settledOnChain: chain,
    });
    expect(lookup).toEqual({ kind: 'found', proof: fromIndex, fallback: null });
    expect(chain).not.toHaveBeenCalled();
  });

  const pendingInIndex: ChallengeProof = { ...fromIndex, status: 'pending', fulfilment: null };

  it('pending in the index and still pending on chain – the index’s record', async () => {
    const full = jest.fn();
    const lookup = await lookUpChallenge(42n, {
      fromIndex: async () => ({ proof: pendingInIndex }),
      fromChain: full,
      settledOnChain: async () => false,
    });
    expect(lookup).toEqual({ kind: 'found', proof: pendingInIndex, fallback: null });
    expect(full).not.toHaveBeenCalled();
  });

  it('pending in the index but settled on chain – the chain’s record, saying the index trails it', async () => {
    const lookup = await lookUpChallenge(42n, {
      fromIndex: async () => ({ proof: pendingInIndex }),
      fromChain: async () => fromChain,
      settledOnChain: async () => true,
    });
    expect(lookup).toEqual({
      kind: 'found',
      proof: fromChain,
      fallback:
        "The history index has not caught up with this Challenge's outcome yet (indexed up to block 130). Read from the chain directly.",
    });
  });

  it('pending in the index and the chain unreachable – the index’s record stands', async () => {
    const lookup = await lookUpChallenge(42n, {
      fromIndex: async () => ({ proof: pendingInIndex }),
      fromChain: jest.fn(),
      settledOnChain: async () => {
        throw new ChainUnreachableError();
      },
    });
    expect(lookup).toEqual({ kind: 'found', proof: pendingInIndex, fallback: null });
  });

  it.each([
    ['unreachable', new ServerUnreachableError()],
    ['a 500', new ApiError(500, {}, 'Something went wrong on our side. Please try again later.')],
    ['a 503 (index database down)', new ApiError(503, {}, 'down')],
  ])('the API is %s – falls back to the chain and says so', async (_name, error) => {
    const lookup = await lookUpChallenge(42n, {
      fromIndex: async () => {
        throw error;
      },
      fromChain: async () => fromChain,
      settledOnChain: async () => false,
    });
    expect(lookup).toMatchObject({ kind: 'found', proof: { source: 'chain' } });
    expect(lookup.kind === 'found' && lookup.fallback).toMatch(
      /^The history API cannot answer: .* Read from the chain directly\.$/,
    );
  });

  it('the index does not have it yet – the chain’s record, with the index’s words', async () => {
    const missing = 'Challenge 42 is not in the index (the index has reached block 118).';
    const lookup = await lookUpChallenge(42n, {
      fromIndex: async () => ({ missing }),
      fromChain: async () => fromChain,
      settledOnChain: async () => false,
    });
    expect(lookup).toEqual({ kind: 'found', proof: fromChain, fallback: `${missing} Read from the chain directly.` });
  });

  it('neither has it – unknown, with what the index said', async () => {
    const missing = 'Challenge 9 is not in the index (the index has reached block 130).';
    expect(
      await lookUpChallenge(9n, {
        fromIndex: async () => ({ missing }),
        fromChain: async () => null,
        settledOnChain: async () => false,
      }),
    ).toEqual({
      kind: 'unknown',
      requestId: 9n,
      indexNote: missing,
    });
  });

  it('the API and the chain both fail – the chain’s error (the page retries)', async () => {
    await expect(
      lookUpChallenge(42n, {
        fromIndex: async () => {
          throw new ServerUnreachableError();
        },
        fromChain: async () => {
          throw new ChainUnreachableError();
        },
        settledOnChain: async () => false,
      }),
    ).rejects.toBeInstanceOf(ChainUnreachableError);
  });

  it('a request the API refuses (400) – that error, no fallback', async () => {
    const chain = jest.fn();
    await expect(
      lookUpChallenge(42n, {
        fromIndex: async () => {
          throw new ApiError(400, {}, 'bad id');
        },
        fromChain: chain,
        settledOnChain: chain,
      }),
    ).rejects.toThrow('bad id');
    expect(chain).not.toHaveBeenCalled();
  });

  it('the index record maps to the page’s model with exact uint256 values', () => {
    expect(fromIndex).toMatchObject({
      requestId: 42n,
      unit: tokens(100),
      price: 3_000_000_000_000_000n,
      tableRow: { kind: 'row', atBlock: 120, probBps: 2500 },
      fulfilment: { randomWord: 98_765_432_101_234n, credited: tokens(200) },
    });
  });
});
