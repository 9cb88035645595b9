import path from 'node:path';
import { createSiweMessage, SIWE_STATEMENT, type SiweMessageFields } from '@gm-claim/shared';
import { type BaseWallet, hexlify, randomBytes, Wallet } from 'ethers';
import pino, { type Logger } from 'pino';
import request from 'supertest';
import { createApp, type ApiApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDb, type Db } from '@gm-claim/server/db';
import { migrationsDir } from '@gm-claim/server/paths';

export const MIGRATIONS_DIR = migrationsDir();
export const CHAIN_ID = 31337;
export const CHALLENGE_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const PUBLIC_VESTING_ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const SIWE_DOMAIN = 'localhost:5173';

/** A configuration as the server would parse it, from test defaults plus `env`. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CHAIN_ID: String(CHAIN_ID),
      CHALLENGE_ADDRESS,
      PUBLIC_VESTING_ADDRESS,
      SIWE_DOMAIN,
      RATE_LIMIT_ENABLED: 'false',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...env,
    },
    path.join(__dirname, '../../..'),
  );
}

/** This run's database: the PostgreSQL one made by globalSetup, or a fresh in-memory PGlite. */
/**
 * How long a test file's set-up may take when it opens a database: without TEST_DATABASE_URL that is
 * PGlite, whose WebAssembly PostgreSQL compiles on open — seconds alone, over the 30 s a test gets when
 * `npm test` runs the browser journeys and the Solidity tests beside it on a slow 2-core machine.
 */
export const DB_SETUP_TIMEOUT_MS = 120_000;

export async function openTestDb(): Promise<Db> {
  const url = process.env['API_TEST_DATABASE_URL'];
  return url ? openDb({ url, poolSize: 20, migrate: false }) : openDb({ migrationsDir: MIGRATIONS_DIR });
}

export interface TestContext {
  app: ApiApp;
  db: Db;
  config: AppConfig;
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

export function buildApp(db: Db, env: Record<string, string> = {}, deps: Partial<AppDeps> = {}): TestContext {
  const config = testConfig(env);
  const app = createApp({ config, db, logger: silentLogger(), requestLogging: false, ...deps });
  return { app, db, config };
}

/**
 * A test file's own test database: opened before the file's tests, closed after them. The returned
 * holder is filled in by `beforeAll`, so read `testDb.db` inside tests only.
 */
export function useTestDb(): { db: Db } {
  const holder = {} as { db: Db };
  beforeAll(async () => {
    holder.db = await openTestDb();
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await holder.db?.close();
  });
  return holder;
}

/**
 * A test file's app on its own test database (useTestDb). The returned context is filled in by
 * `beforeAll`, so read `ctx.app` / `ctx.db` inside tests only.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const testDb = useTestDb();
  const ctx = {} as TestContext;
  beforeAll(() => {
    Object.assign(ctx, buildApp(testDb.db, env));
  });
  return ctx;
}

/**
 * A new wallet from a random key. Not `Wallet.createRandom()`: that one makes a mnemonic and derives its first account
 * (PBKDF2, then five elliptic-curve steps), 5 of this suite's CPU-seconds over its hundred wallets.
 */
export function randomWallet(): Wallet {
  return new Wallet(hexlify(randomBytes(32)));
}

export function siweFields(address: string, nonce: string, overrides: Partial<SiweMessageFields> = {}): SiweMessageFields {
  const now = Date.now();
  return {
    domain: SIWE_DOMAIN,
    address,
    statement: SIWE_STATEMENT,
    uri: `http://${SIWE_DOMAIN}`,
    version: '1',
    chainId: CHAIN_ID,
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export async function getNonce(app: ApiApp): Promise<string> {
  const response = await request(app).get('/auth/nonce').expect(200);
  return (response.body as { nonce: string }).nonce;
}

export interface SignedLogin {
  walletAddress: string;
  nonce: string;
  message: string;
  signature: string;
}

export async function signedLogin(
  app: ApiApp,
  wallet: BaseWallet,
  overrides: Partial<SiweMessageFields> = {},
): Promise<SignedLogin> {
  const nonce = overrides.nonce ?? (await getNonce(app));
  const message = createSiweMessage(siweFields(wallet.address, nonce, overrides));
  return { walletAddress: wallet.address, nonce, message, signature: await wallet.signMessage(message) };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  clearAllMissions: boolean;
}

export async function signIn(app: ApiApp, wallet: BaseWallet = randomWallet()): Promise<Session & { wallet: BaseWallet }> {
  const body = await signedLogin(app, wallet);
  const response = await request(app).post('/auth/login').send(body).expect(200);
  return { ...(response.body as Session), wallet };
}

/** Gives `address` eligibility in whole GM per source (mm, discordRole, spaceKids, capsule, wing, communityAirdrop). */
export async function giveEligibility(db: Db, address: string, amounts: number[]): Promise<void> {
  const e18 = 10n ** 18n;
  const values = amounts.map((amount) => BigInt(amount) * e18);
  const total = values.reduce((sum, value) => sum + value, 0n);
  await db.query(
    `INSERT INTO eligibility (address, mm, discord_role, space_kids, capsule, wing, community_airdrop, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (address) DO UPDATE SET total = EXCLUDED.total`,
    [address.toLowerCase(), ...values.map(String), total.toString()],
  );
}

export async function completeAllMissions(db: Db, address: string): Promise<void> {
  await db.query(
    `INSERT INTO mission_completions (wallet, mission_id) SELECT $1, id FROM missions ON CONFLICT DO NOTHING`,
    [address.toLowerCase()],
  );
}

/** A new wallet, eligible for 100 to 600 GM by source and done with every mission, signed in to `app`. */
export async function readySession(app: ApiApp, db: Db): Promise<Session & { wallet: BaseWallet }> {
  const wallet = randomWallet();
  await giveEligibility(db, wallet.address, [100, 200, 300, 400, 500, 600]);
  await completeAllMissions(db, wallet.address);
  return signIn(app, wallet);
}

export function bearer(token: string): [string, string] {
  return ['Authorization', `Bearer ${token}`];
}

export async function* textChunks(text: string): AsyncGenerator<string> {
  yield text;
}
