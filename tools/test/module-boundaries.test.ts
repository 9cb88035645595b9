import { ESLint } from 'eslint';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '..', '..');

async function boundaryMessages(fileInProject: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(source, { filePath: path.join(workspaceRoot, fileInProject) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('web – imports the api project – fails lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import { api } from '@gm-claim/api';\nexport const x = api;\n",
    );
    expect(messages.join('\n')).toMatch(/scope:web/);
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

  it('shared – imports the web app – fails lint', async () => {
    const messages = await boundaryMessages(
      'libs/shared/src/boundary-fixture.ts',
      "import { x } from '@gm-claim/web';\nexport const y = x;\n",
    );
    expect(messages.join('\n')).toMatch(/scope:shared/);
  });

  it('web – imports the shared library – passes lint', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/boundary-fixture.ts',
      "import { formatTokenAmount } from '@gm-claim/shared';\nexport const text = formatTokenAmount(1n);\n",
    );
    expect(messages).toEqual([]);
  });
});
