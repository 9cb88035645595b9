import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared/constants';

/*
 * The configuration is read before the first render, so its checks are plain code: zod (even
 * zod/mini) put ≈ 17 KB gzip into every first visit for a dozen keys. Each failed check is a
 * `ConfigProblem` (the key and the rule it breaks), which the configuration-error page shows in the
 * user's language and `describeProblem` writes in English for the console and the tests.
 */

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** What a configuration value must be. */
export type ConfigRule =
  | 'address'
  | 'httpUrl'
  | 'nonEmptyList'
  | 'nonEmptyText'
  | 'email'
  | 'decimalChainId'
  | 'blockNumber'
  | 'positiveInteger'
  | 'nonNegativeInteger'
  | 'startsWithSlash'
  | 'json'
  | 'text'
  | 'object'
  | 'list'
  | 'claimType'
  | 'missingOrZero';

/** One value the app cannot run with: `key` names it (a VITE_* variable, a /config.json path). */
export interface ConfigProblem {
  key: string;
  rule: ConfigRule;
}

/** Each rule in English (the console, the tests; the page shows it in the user's language). */
export const RULE_TEXTS: Readonly<Record<ConfigRule, string>> = {
  address: 'must be a 0x-prefixed 20-byte hex address',
  httpUrl: 'must be an http(s) URL',
  nonEmptyList: 'must list at least one value',
  nonEmptyText: 'must not be empty',
  email: 'must be an e-mail address',
  decimalChainId: 'must be a decimal chain id',
  blockNumber: 'must be a block number',
  positiveInteger: 'must be a positive integer',
  nonNegativeInteger: 'must be a whole number ≥ 0',
  startsWithSlash: 'must start with /',
  json: 'must be JSON',
  text: 'must be a text',
  object: 'must be an object',
  list: 'must be a list',
  claimType: `must be one of ${CLAIM_TYPES.join(', ')}`,
  missingOrZero: 'missing or zero',
};

/** "contracts.GMVesting.BACKER: must be …". */
export function describeProblem(problem: ConfigProblem): string {
  return `${problem.key}: ${RULE_TEXTS[problem.rule]}`;
}

const TYPED_CLAIM_TYPES = ['BACKER', 'ECOSYSTEM', 'TEAM', 'MARKETING'] as const;
type TypedClaimTypeKey = (typeof TYPED_CLAIM_TYPES)[number];

/** The runtime configuration file, /config.json: every key optional (it overrides the VITE_* build values). */
export interface RuntimeConfig {
  chainId?: number;
  rpcUrls?: string[];
  apiUrl?: string;
  /** The sponsoring relayer's base (`/relay` behind nginx); absent: no sponsored claims are offered. */
  relayerUrl?: string;
  contracts?: {
    GMChallenge?: string;
    GMVesting?: Partial<Record<ClaimType, string>>;
    Multicall3?: string;
  };
  supportEmail?: string;
  typePaths?: Partial<Record<TypedClaimTypeKey, string>>;
  walletConnectProjectId?: string;
  logsFromBlock?: number;
}

/** A check of one value: the value as the configuration keeps it, or the rule it breaks (at a sub-path). */
type Check<T> = (value: unknown) => { ok: true; value: T } | { ok: false; path: string; rule: ConfigRule };

const pass = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const fail = (rule: ConfigRule, path = ''): { ok: false; path: string; rule: ConfigRule } => ({ ok: false, path, rule });
const joinPath = (head: string, tail: string): string => (tail ? `${head}.${tail}` : head);

function textMatching(test: (text: string) => boolean, rule: ConfigRule): Check<string> {
  return (value) => (typeof value !== 'string' ? fail('text') : test(value) ? pass(value) : fail(rule));
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const address = textMatching((text) => ADDRESS.test(text), 'address');
const httpUrl = textMatching((text) => /^https?:\/\//.test(text), 'httpUrl');
const nonEmptyText = textMatching((text) => text.length > 0, 'nonEmptyText');
const email = textMatching((text) => text.length >= 3, 'email');
const anyText = textMatching(() => true, 'text');
const slashPath = textMatching((text) => text.startsWith('/'), 'startsWithSlash');
const decimal = (rule: ConfigRule): Check<string> => textMatching((text) => /^\d+$/.test(text), rule);

function integer(minimum: number, rule: ConfigRule): Check<number> {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= minimum ? pass(value) : fail(rule);
}

function nonEmptyList<T>(item: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return fail('list');
    if (value.length === 0) return fail('nonEmptyList');
    const items: T[] = [];
    for (const [index, entry] of value.entries()) {
      const checked = item(entry);
      if (!checked.ok) return fail(checked.rule, joinPath(String(index), checked.path));
      items.push(checked.value);
    }
    return pass(items);
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose keys are some of `keys`, each value checked by `item`. */
function partialRecord<K extends string, T>(keys: readonly K[], item: Check<T>): Check<Partial<Record<K, T>>> {
  return (value) => {
    if (!isObject(value)) return fail('object');
    const record: Partial<Record<K, T>> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (!(keys as readonly string[]).includes(key)) return fail('claimType', key);
      const checked = item(entry);
      if (!checked.ok) return fail(checked.rule, joinPath(key, checked.path));
      record[key as K] = checked.value;
    }
    return pass(record);
  };
}

/** The problems of an object's known keys (unknown keys are ignored, as before), and what passed. */
function checkFields(
  source: string,
  value: Record<string, unknown>,
  fields: Readonly<Record<string, Check<unknown>>>,
  problems: ConfigProblem[],
): Record<string, unknown> {
  const passed: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields)) {
    if (value[name] === undefined) continue;
    const checked = check(value[name]);
    if (checked.ok) passed[name] = checked.value;
    else problems.push({ key: `${source}${joinPath(name, checked.path)}`, rule: checked.rule });
  }
  return passed;
}

const RUNTIME_FIELDS: Readonly<Record<string, Check<unknown>>> = {
  chainId: integer(1, 'positiveInteger'),
  rpcUrls: nonEmptyList(httpUrl),
  apiUrl: nonEmptyText,
  relayerUrl: nonEmptyText,
  supportEmail: email,
  typePaths: partialRecord(TYPED_CLAIM_TYPES, slashPath),
  walletConnectProjectId: anyText,
  logsFromBlock: integer(0, 'nonNegativeInteger'),
};

const CONTRACT_FIELDS: Readonly<Record<string, Check<unknown>>> = {
  GMChallenge: address,
  GMVesting: partialRecord(CLAIM_TYPES, address),
  Multicall3: address,
};

/** Checks /config.json's body: the valid configuration, or every problem named by its path. */
export function parseRuntimeConfig(
  body: unknown,
): { ok: true; config: RuntimeConfig } | { ok: false; problems: ConfigProblem[] } {
  const source = '/config.json ';
  if (!isObject(body)) return { ok: false, problems: [{ key: '/config.json', rule: 'object' }] };
  const problems: ConfigProblem[] = [];
  const config: Record<string, unknown> = checkFields(source, body, RUNTIME_FIELDS, problems);
  if (body.contracts !== undefined) {
    if (isObject(body.contracts))
      config.contracts = checkFields(`${source}contracts.`, body.contracts, CONTRACT_FIELDS, problems);
    else problems.push({ key: `${source}contracts`, rule: 'object' });
  }
  return problems.length ? { ok: false, problems } : { ok: true, config: config as RuntimeConfig };
}

/** Each VITE_* variable and the check its value must pass (after the conversion noted). */
export const envChecks = {
  /** A decimal chain id. */
  VITE_CHAIN_ID: decimal('decimalChainId'),
  /** Comma-separated RPC URLs. */
  VITE_RPC_URLS: nonEmptyList(httpUrl),
  VITE_API_URL: nonEmptyText,
  VITE_GM_CHALLENGE_ADDRESS: address,
  /** JSON: { "PUBLIC": "0x…", … } */
  VITE_GM_VESTING_ADDRESSES: partialRecord(CLAIM_TYPES, address),
  VITE_MULTICALL3_ADDRESS: address,
  VITE_SUPPORT_EMAIL: email,
  /** JSON: { "BACKER": "/…", … } */
  VITE_TYPE_PATHS: partialRecord(TYPED_CLAIM_TYPES, slashPath),
  VITE_WALLETCONNECT_PROJECT_ID: anyText,
  VITE_LOGS_FROM_BLOCK: decimal('blockNumber'),
} as const satisfies Record<string, Check<unknown>>;

/** Checks one VITE_* variable's converted value: the value, or its problem named `VITE_X` / `VITE_X.path`. */
export function checkEnvValue(
  key: keyof typeof envChecks,
  input: unknown,
): { ok: true; value: unknown } | { ok: false; problem: ConfigProblem } {
  const checked = (envChecks[key] as Check<unknown>)(input);
  return checked.ok
    ? { ok: true, value: checked.value }
    : { ok: false, problem: { key: joinPath(key, checked.path), rule: checked.rule } };
}
