#!/usr/bin/env node
// Runs as the root postinstall. npm started on the system Node 20 silently skips optional native
// packages whose `engines` require Node >= 22 (Hardhat's EDR binding is one). npm runs lifecycle
// scripts with node_modules/.bin first on PATH, so `node` here is the pinned Node 24: when a
// native binding is missing we run npm once more on that Node, which installs it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineWarningsNote } from './toolchain-note.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const GUARD = 'GM_CLAIM_TOOLCHAIN_REINSTALL';

function nativeBindingsPresent() {
  try {
    // Loading EDR loads its platform binding; it throws when the binding was skipped.
    require('@nomicfoundation/edr');
    return true;
  } catch {
    return false;
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.warn(`[toolchain] postinstall ran on Node ${process.version}; the pinned Node 24 is missing`);
  process.exit(0);
}
if (nativeBindingsPresent()) process.exit(0);
if (process.env[GUARD]) {
  console.error('[toolchain] the EDR native binding is still missing after a reinstall on Node 24');
  process.exit(1);
}

const note = engineWarningsNote(process.env.npm_config_user_agent);
if (note) console.log(note);
console.log(`[toolchain] installing native bindings skipped by npm on an older Node (now on ${process.version})`);
const npmCli = process.env.npm_execpath;
const command = npmCli ? process.execPath : 'npm';
const args = npmCli ? [npmCli, 'install', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
const result = spawnSync(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, [GUARD]: '1' },
});
if (result.status !== 0 || !nativeBindingsPresent()) {
  console.error('[toolchain] could not install the EDR native binding');
  process.exit(1);
}
console.log('[toolchain] native bindings installed');
