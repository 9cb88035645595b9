#!/usr/bin/env node
// Runs as the root postinstall. npm started on the system Node 20 silently skips optional native
// packages whose `engines` require Node >= 22 (Hardhat's EDR binding is one). npm runs lifecycle
// scripts with node_modules/.bin first on PATH, so `node` here is the pinned Node 24: when a
// native binding is missing we unpack that one package from npm's cache (or, failing that, run npm once more on
// that Node, which installs it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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

/**
 * EDR's platform binding for this machine, as its package lists it: null when it lists none for it, and on Windows
 * (no tar to unpack it with; the full install below does it there).
 */
function bindingPackage() {
  if (process.platform === 'win32') return null;
  try {
    const edr = JSON.parse(readFileSync(join(root, 'node_modules/@nomicfoundation/edr/package.json'), 'utf8'));
    const libc = process.platform === 'linux' ? (process.report?.getReport()?.header?.glibcVersionRuntime ? '-gnu' : '-musl') : '';
    const name = `@nomicfoundation/edr-${process.platform}-${process.arch}${libc}`;
    const version = edr.optionalDependencies?.[name];
    return version ? { name, version } : null;
  } catch {
    return null;
  }
}

/**
 * The binding alone: `npm pack` fetches its tarball (from npm's cache when it is there, checked against the
 * registry's integrity) and it is unpacked where npm would have put it. A full `npm install` walks all 1,500
 * packages again for this one (13 s of CI's install on a slow machine). False when any step fails.
 */
function unpackBinding(npmCommand, npmArgs) {
  const binding = bindingPackage();
  if (!binding) return false;
  const scratch = mkdtempSync(join(tmpdir(), 'gm-edr-'));
  try {
    const packed = spawnSync(
      npmCommand,
      [...npmArgs, 'pack', `${binding.name}@${binding.version}`, '--prefer-offline', '--silent', '--pack-destination', scratch],
      { cwd: root, encoding: 'utf8' },
    );
    const tarball = packed.stdout?.trim().split('\n').pop();
    if (packed.status !== 0 || !tarball) return false;
    const target = join(root, 'node_modules', binding.name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    const unpacked = spawnSync('tar', ['-xzf', join(scratch, tarball), '-C', target, '--strip-components=1']);
    return unpacked.status === 0 && nativeBindingsPresent();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
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
const npmArgs = npmCli ? [npmCli] : [];
if (unpackBinding(command, npmArgs)) {
  console.log('[toolchain] native bindings installed');
  process.exit(0);
}
const args = [...npmArgs, 'install', '--no-audit', '--no-fund'];
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
