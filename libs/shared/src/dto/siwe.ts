/**
 * EIP-4361 (Sign-In with Ethereum) messages: the web builds one with createSiweMessage, the wallet
 * signs it with personal_sign, and the API parses it with parseSiweMessage and checks each field.
 * Pure string code, no dependencies, so both sides share exactly one definition of the format.
 */

export interface SiweMessageFields {
  /** RFC 3986 authority of the site asking for the sign-in, e.g. "localhost:5173". */
  domain: string;
  /** The signing account (EIP-55 checksummed). */
  address: string;
  statement?: string;
  uri: string;
  version: '1';
  chainId: number;
  nonce: string;
  /** ISO 8601 date-time. */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:';

/** The statement the GM Claim web app puts in its sign-in messages. */
export const SIWE_STATEMENT = 'Sign in to GM Claim to check and claim your GM airdrop.';

export function createSiweMessage(fields: SiweMessageFields): string {
  const lines = [`${fields.domain}${HEADER_SUFFIX}`, fields.address, ''];
  if (fields.statement) lines.push(fields.statement, '');
  lines.push(
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  );
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources && fields.resources.length > 0) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`));
  }
  return lines.join('\n');
}

export class SiweParseError extends Error {
  override readonly name = 'SiweParseError';
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type FieldKey = 'uri' | 'version' | 'chainId' | 'nonce' | 'issuedAt' | 'expirationTime' | 'notBefore' | 'requestId';

/** The tagged lines after the statement, in the order EIP-4361 prescribes. */
const TAGS: ReadonlyArray<{ tag: string; key: FieldKey; required: boolean }> = [
  { tag: 'URI', key: 'uri', required: true },
  { tag: 'Version', key: 'version', required: true },
  { tag: 'Chain ID', key: 'chainId', required: true },
  { tag: 'Nonce', key: 'nonce', required: true },
  { tag: 'Issued At', key: 'issuedAt', required: true },
  { tag: 'Expiration Time', key: 'expirationTime', required: false },
  { tag: 'Not Before', key: 'notBefore', required: false },
  { tag: 'Request ID', key: 'requestId', required: false },
];

function assertDateTime(value: string, tag: string): void {
  if (!ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw new SiweParseError(`"${tag}" must be an ISO 8601 date-time`);
  }
}

/**
 * Parses an EIP-4361 message strictly: fixed header, address line, optional statement, tagged
 * fields in order, optional resources, nothing else. Throws SiweParseError naming what is wrong.
 */
export function parseSiweMessage(message: string): SiweMessageFields {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  let index = 0;
  const next = (): string | undefined => lines[index++];

  const header = next() ?? '';
  if (!header.endsWith(HEADER_SUFFIX)) throw new SiweParseError('the first line must be the EIP-4361 header');
  const domain = header.slice(0, -HEADER_SUFFIX.length);
  if (!/^[A-Za-z0-9.\-:[\]@]+$/.test(domain)) throw new SiweParseError('the domain is not a valid authority');

  const address = next() ?? '';
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new SiweParseError('the second line must be an address');
  if (next() !== '') throw new SiweParseError('a blank line must follow the address');

  let statement: string | undefined;
  if (lines[index] === '') {
    index++;
  } else if (!(lines[index] ?? '').startsWith('URI: ')) {
    statement = next();
    if (statement === undefined || statement.includes('\n')) throw new SiweParseError('bad statement');
    if (next() !== '') throw new SiweParseError('a blank line must follow the statement');
  }

  const values: Partial<Record<FieldKey, string>> = {};
  for (const { tag, key, required } of TAGS) {
    const line = lines[index];
    const prefix = `${tag}: `;
    if (line !== undefined && line.startsWith(prefix)) {
      values[key] = line.slice(prefix.length);
      index++;
    } else if (required) {
      throw new SiweParseError(`missing "${tag}"`);
    }
  }

  let resources: string[] | undefined;
  if (lines[index] === 'Resources:') {
    index++;
    resources = [];
    while (index < lines.length && (lines[index] ?? '').startsWith('- ')) {
      resources.push((lines[index] ?? '').slice(2));
      index++;
    }
  }
  if (index < lines.length && !(index === lines.length - 1 && lines[index] === '')) {
    throw new SiweParseError(`unexpected line ${index + 1}`);
  }

  const { uri = '', version, chainId, nonce = '', issuedAt = '', expirationTime, notBefore, requestId } = values;
  if (version !== '1') throw new SiweParseError('"Version" must be 1');
  if (!/^[1-9]\d{0,15}$/.test(chainId ?? '')) throw new SiweParseError('"Chain ID" must be a positive integer');
  if (!/^[a-zA-Z0-9]{8,}$/.test(nonce)) throw new SiweParseError('"Nonce" must be at least 8 letters or digits');
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/.test(uri)) throw new SiweParseError('"URI" must be an absolute URI');
  assertDateTime(issuedAt, 'Issued At');
  if (expirationTime !== undefined) assertDateTime(expirationTime, 'Expiration Time');
  if (notBefore !== undefined) assertDateTime(notBefore, 'Not Before');

  const fields: SiweMessageFields = { domain, address, uri, version, chainId: Number(chainId), nonce, issuedAt };
  if (statement !== undefined) fields.statement = statement;
  if (expirationTime !== undefined) fields.expirationTime = expirationTime;
  if (notBefore !== undefined) fields.notBefore = notBefore;
  if (requestId !== undefined) fields.requestId = requestId;
  if (resources !== undefined) fields.resources = resources;
  return fields;
}
