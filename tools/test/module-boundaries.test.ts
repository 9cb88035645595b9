import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const workspaceRoot = path.resolve(__dirname, '..', '..');

interface LintAnswer {
  messages?: { ruleId: string | null; message: string }[];
  error?: string;
}

/**
 * One ESLint process for every case (lint-server.mjs): the workspace config, its plugins and the Nx
 * project graph load once. Requests are answered in order, one line each.
 */
let server: ChildProcessWithoutNullStreams;
const waiting: Array<(answer: LintAnswer) => void> = [];
let stderr = '';

beforeAll(() => {
  server = spawn(process.execPath, [path.join(__dirname, 'lint-server.mjs')], { cwd: workspaceRoot });
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  server.on('exit', (code) => {
    for (const resolve of waiting.splice(0)) resolve({ error: `the lint server exited (${code}): ${stderr.slice(-2_000)}` });
  });
  createInterface({ input: server.stdout }).on('line', (line) => waiting.shift()?.(JSON.parse(line) as LintAnswer));
});

afterAll(() => {
  server.stdin.end();
});

/** Lints `source` with the workspace config as if it were a file inside a project. */
async function lintMessages(fileInProject: string, source: string, ruleId: string): Promise<string[]> {
  const answer = await new Promise<LintAnswer>((resolve) => {
    waiting.push(resolve);
    server.stdin.write(`${JSON.stringify({ filePath: path.join(workspaceRoot, fileInProject), source })}\n`);
  });
  if (answer.error !== undefined) throw new Error(`ESLint failed: ${answer.error}`);
  const messages = answer.messages ?? [];
  const skipped = messages.find((message) => /No cached ProjectGraph/.test(message.message));
  if (skipped) throw new Error('The module-boundary rule did not run: ' + skipped.message);
  return messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

async function boundaryMessages(fileInProject: string, source: string): Promise<string[]> {
  return lintMessages(fileInProject, source, '@nx/enforce-module-boundaries');
}

describe('module boundaries', () => {
  it('web – imports the api project by relative path – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import { api } from '../../api/src/main';\nexport const x = api;\n",
    );
    expect(messages.join('\n')).toMatch(/cannot be imported by a relative or absolute path/);
  });

  it('web – imports a file of the api package – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import api from '@gm-claim/api/package.json';\nexport const x = api;\n",
    );
    expect(messages.join('\n')).toMatch(/Imports of apps are forbidden/);
  });

  it('web – imports express – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import express from 'express';\nexport const app = express();\n",
    );
    expect(messages.join('\n')).toMatch(/express/);
  });

  it('web – imports pg – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import pg from 'pg';\nexport const pool = new pg.Pool();\n",
    );
    expect(messages.join('\n')).toMatch(/pg/);
  });

  it('api – imports react or zustand – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/api/src/boundary-fixture.ts',
      "import { useState } from 'react';\nimport { create } from 'zustand';\nexport const a = [useState, create];\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('relayer – imports a file of the api package – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/relayer/src/boundary-fixture.ts',
      "import api from '@gm-claim/api/package.json';\nexport const x = api;\n",
    );
    expect(messages.join('\n')).toMatch(/Imports of apps are forbidden/);
  });

  it('api – imports the indexer package – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/api/src/boundary-fixture.ts',
      "import indexer from '@gm-claim/indexer/package.json';\nexport const x = indexer;\n",
    );
    expect(messages.join('\n')).toMatch(/Imports of apps are forbidden/);
  });

  it('indexer – imports the relayer by relative path – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/indexer/src/boundary-fixture.ts',
      "import { RELAY_KINDS } from '../../relayer/src/kinds';\nexport const x = RELAY_KINDS;\n",
    );
    expect(messages.join('\n')).toMatch(/cannot be imported by a relative or absolute path/);
  });

  it('server library – imports the api app – fails lint', async () => {
    const messages = await boundaryMessages(
      'libs/server/src/boundary-fixture.ts',
      "import api from '@gm-claim/api/package.json';\nexport const x = api;\n",
    );
    expect(messages.join('\n')).toMatch(/Imports of apps are forbidden|Circular dependency/);
  });

  it('relayer – imports the server library – passes lint', async () => {
    const messages = await boundaryMessages(
      'apps/relayer/src/boundary-fixture.ts',
      "import { openDb } from '@gm-claim/server/db';\nexport const x = openDb;\n",
    );
    expect(messages).toEqual([]);
  });

  it("a server program – imports libs/server's test chains – fails lint", async () => {
    const messages = await lintMessages(
      'apps/indexer/src/boundary-fixture.ts',
      "import { startTestChain } from '@gm-claim/server/testing/chain';\nexport const x = startTestChain;\n",
      'no-restricted-imports',
    );
    expect(messages.join('\n')).toMatch(/import it from tests only/);
  });

  it("api component – imports another component's file – fails lint", async () => {
    const messages = await lintMessages(
      'apps/api/src/components/ledger/boundary-fixture.ts',
      "import { requireAuth } from '../auth/require-auth';\nexport const x = requireAuth;\n",
      'no-restricted-imports',
    );
    expect(messages.join('\n')).toMatch(/import the component's index.ts/);
  });

  it('api component – imports another component through its index.ts – passes lint', async () => {
    const messages = await lintMessages(
      'apps/api/src/components/ledger/boundary-fixture.ts',
      "import { requireAuth } from '../auth';\nexport const x = requireAuth;\n",
      'no-restricted-imports',
    );
    expect(messages).toEqual([]);
  });

  it('shared – imports the web app – fails lint', async () => {
    const messages = await boundaryMessages(
      'libs/shared/src/boundary-fixture.ts',
      "import web from '@gm-claim/web/package.json';\nexport const y = web;\n",
    );
    // Flagged both as an import of an app and as a dependency cycle (web already depends on shared).
    expect(messages.join('\n')).toMatch(/Imports of apps are forbidden|Circular dependency/);
  });

  it('shared – imports react – fails lint', async () => {
    const messages = await boundaryMessages(
      'libs/shared/src/boundary-fixture.ts',
      "import { useState } from 'react';\nexport const y = useState;\n",
    );
    expect(messages.join('\n')).toMatch(/react/);
  });

  it('web – imports the shared library – passes lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import { formatTokenAmount } from '@gm-claim/shared';\nexport const text = formatTokenAmount(1n);\n",
    );
    expect(messages).toEqual([]);
  });
});

// The web app's slices (apps/web/src/core/* and apps/web/src/features/*, each an Nx project; see
// apps/web/README.md): one direction of imports, and no reaching into another slice's files.
describe('web slice boundaries', () => {
  it("feature – imports another feature's internal file by relative path – fails lint", async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/claim-and-vest/components/boundary-fixture.ts',
      "import { readBet } from '../../challenge/data-access/read-bet';\nexport const x = readBet;\n",
    );
    expect(messages.join('\n')).toMatch(/cannot be imported by a relative or absolute path/);
  });

  it('feature – imports another feature through its entry – passes lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/journey/components/boundary-fixture.ts',
      "import { useChainEligibility } from '@gm-claim/web-feature-eligibility';\nexport const x = useChainEligibility;\n",
    );
    expect(messages).toEqual([]);
  });

  it('core data access – imports a feature – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/core/api/boundary-fixture.ts',
      "import { MessageModal } from '@gm-claim/web-feature-wallet-connect';\nexport const x = MessageModal;\n",
    );
    expect(messages.join('\n')).toMatch(
      /type:data-access" can only depend on libs tagged with "type:data-access", "type:util"/,
    );
  });

  it('core util – imports core ui – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/core/config/boundary-fixture.ts',
      "import { Button } from '@gm-claim/web-core-ui';\nexport const x = Button;\n",
    );
    // core ui stands on every core util (config, errors, state), so the rule that fires first may be the cycle
    // this import would close; either way the import is refused.
    expect(messages.join('\n')).toMatch(
      /type:util" can only depend on libs tagged with "type:util"|Circular dependency between "web-core-config" and "web-core-ui"/,
    );
  });

  it('core ui – imports core data access (the chain) – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/core/ui/boundary-fixture.ts',
      "import { multicall } from '@gm-claim/web-core-chain';\nexport const x = multicall;\n",
    );
    expect(messages.join('\n')).toMatch(/type:ui" can only depend on libs tagged with "type:ui", "type:util"/);
  });

  it('web library – imports the app – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/missions/components/boundary-fixture.ts',
      "import { App } from '../../../app/App';\nexport const x = App;\n",
    );
    expect(messages.join('\n')).toMatch(/cannot be imported by a relative or absolute path/);
  });

  it('production code – imports a /testing entry – fails lint', async () => {
    const messages = await lintMessages(
      'apps/web/src/features/missions/components/boundary-fixture.ts',
      "import { testConfig } from '@gm-claim/web-core-config/testing';\nexport const x = testConfig;\n",
      'no-restricted-imports',
    );
    expect(messages.join('\n')).toMatch(/test fakes: import it from tests only/);
  });

  it("web code – imports libs/shared's Node-only folder – fails lint", async () => {
    const messages = await lintMessages(
      'apps/web/src/core/config/boundary-fixture.ts',
      "import { findRepoRoot } from '@gm-claim/shared/node/repo-root';\nexport const x = findRepoRoot;\n",
      'no-restricted-imports',
    );
    expect(messages.join('\n')).toMatch(/for Node programs only/);
  });
});
