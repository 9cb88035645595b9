import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';
import { apiEntryCommand } from '@gm-claim/shared/node/api-entry';
import { createSiweMessage } from '@gm-claim/shared/dto/siwe';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { freePort } from '@gm-claim/shared/node/ports';
import { type GmDeployment } from './deploy.js';

/**
 * The API (apps/api) started as its own process exactly as `npm run start` does, on an embedded PGlite seeded with
 * the demo data, for a deployment on the simulated chain: the integration tests talk to it over HTTP only.
 */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** A fresh sign-in nonce (`GET /auth/nonce`). */
  nonce(): Promise<string>;
  /** The SIWE message the web builds for `address` with sign-in nonce `nonce`. */
  siwe(address: string, nonce: string): string;
  /** `POST /auth/login`. */
  login(walletAddress: string, nonce: string, message: string, signature: string): Promise<Response>;
  /** Signs `user` in (expecting 200) and completes the three missions; the access token. */
  signIn(user: HardhatEthersSigner): Promise<string>;
  /** Stops the API and removes its database. */
  stop(): Promise<void>;
}

export interface StartApiOptions {
  /** The prefix of the temporary PGlite directory. */
  dataDirPrefix: string;
  /** More environment for the API. */
  env?: Record<string, string>;
}

export async function startApi(gm: GmDeployment, chainId: bigint, options: StartApiOptions): Promise<ApiProcess> {
  const root = findRepoRoot();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  // The API's bundle when `nx run api:build` made it after the last source change (CI builds it first), else tsx.
  const { command, args } = apiEntryCommand(root, 'main');
  const api = spawn(command, args, {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_ENABLED: 'false',
      CHAIN_ID: String(chainId),
      CHALLENGE_ADDRESS: await gm.challenge.getAddress(),
      PUBLIC_VESTING_ADDRESS: await gm.publicVesting.getAddress(),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;

  async function stop(): Promise<void> {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      if (i > 240) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  async function nonce(): Promise<string> {
    return ((await (await fetch(`${base}/auth/nonce`)).json()) as { nonce: string }).nonce;
  }

  function siwe(address: string, value: string): string {
    return createSiweMessage({
      domain: 'localhost:5173',
      address,
      uri: 'http://localhost:5173',
      version: '1',
      chainId: Number(chainId),
      nonce: value,
      issuedAt: new Date().toISOString(),
    });
  }

  async function login(walletAddress: string, value: string, message: string, signature: string): Promise<Response> {
    return fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ walletAddress, nonce: value, message, signature }),
    });
  }

  async function signIn(user: HardhatEthersSigner): Promise<string> {
    const value = await nonce();
    const message = siwe(user.address, value);
    const response = await login(user.address, value, message, await user.signMessage(message));
    expect(response.status).to.equal(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    for (const mission of ['follow-x', 'join-discord', 'verify-wallet']) {
      await fetch(`${base}/user/missions/${mission}/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    }
    return accessToken;
  }

  return { base, nonce, siwe, login, signIn, stop };
}
