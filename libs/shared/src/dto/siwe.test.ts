import { createSiweMessage, parseSiweMessage, SiweParseError, type SiweMessageFields } from './siwe';

const FIELDS: SiweMessageFields = {
  domain: 'localhost:5173',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  statement: 'Sign in to GM Claim.',
  uri: 'http://localhost:5173',
  version: '1',
  chainId: 31337,
  nonce: 'a1b2c3d4e5f60718',
  issuedAt: '2025-04-15T10:00:00.000Z',
  expirationTime: '2025-04-15T10:05:00.000Z',
};

describe('parseSiweMessage', () => {
  it('message built by createSiweMessage – parses back to the same fields', () => {
    expect(parseSiweMessage(createSiweMessage(FIELDS))).toEqual(FIELDS);
  });

  it('message without statement and with resources – parses', () => {
    const { statement: _statement, ...rest } = FIELDS;
    const fields = { ...rest, resources: ['https://example.com/a', 'ipfs://x'], requestId: '7' };
    expect(parseSiweMessage(createSiweMessage(fields))).toEqual(fields);
  });

  it.each([
    ['a different header', (m: string) => m.replace('wants you to sign in', 'asks you to sign in')],
    ['a bad address', (m: string) => m.replace(FIELDS.address, '0x1234')],
    ['a missing nonce', (m: string) => m.replace(/Nonce: .*\n/, '')],
    ['version 2', (m: string) => m.replace('Version: 1', 'Version: 2')],
    ['a non-numeric chain id', (m: string) => m.replace('Chain ID: 31337', 'Chain ID: abc')],
    ['a bad issued-at', (m: string) => m.replace(FIELDS.issuedAt, 'yesterday')],
    ['a trailing unknown line', (m: string) => `${m}\nHello: world`],
  ])('message with %s – throws SiweParseError', (_name, mutate) => {
    expect(() => parseSiweMessage(mutate(createSiweMessage(FIELDS)))).toThrow(SiweParseError);
  });
});
