import { ChainUnreachableError, ContractReadError, retryRead } from './base-error';

describe('retryRead (whether a failed read is asked once more)', () => {
  const timeout = Object.assign(new Error('request timeout (code=TIMEOUT, version=6.15.0)'), { code: 'TIMEOUT' });
  const rateLimited = Object.assign(new Error('server response 429 Too Many Requests'), { code: 'SERVER_ERROR' });

  it('every node timed out – not asked again (each had its 7 s already)', () => {
    expect(retryRead(0, new ChainUnreachableError({ cause: timeout }))).toBe(false);
  });

  it('a node answered 429 or refused – asked once more, then no more', () => {
    expect(retryRead(0, new ChainUnreachableError({ cause: rateLimited }))).toBe(true);
    expect(retryRead(1, new ChainUnreachableError({ cause: rateLimited }))).toBe(false);
  });

  it('any other failed read – asked once more', () => {
    expect(retryRead(0, new ContractReadError('a chain read'))).toBe(true);
  });
});
