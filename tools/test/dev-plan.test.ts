/**
 * Issue 36 §7 and §10: what `npm run dev` tells the API and prints to a newcomer, and what `npm install`
 * says about npm's EBADENGINE warnings. The .mjs modules dev.mjs and the postinstall use, evaluated by
 * Node as they run (ES modules, outside Jest's CommonJS transform).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** `expression` evaluated with the module's exports as `m`, its value returned through JSON. */
function evaluate(modulePath: string, expression: string): unknown {
  const url = pathToFileURL(path.join(REPO_ROOT, modulePath)).href;
  const script = `const m = await import(${JSON.stringify(url)}); process.stdout.write(JSON.stringify(${expression}));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' }),
  );
}

describe('npm run dev (tools/dev/dev-plan.mjs)', () => {
  it('the API – with the relayer running – is told the relayer’s status URL (the cockpit’s relayer panel), and the local node', () => {
    expect(
      evaluate(
        'tools/dev/dev-plan.mjs',
        'm.devApiEnv({ dbEnv: { DATABASE_URL: "postgres://db" }, relayer: true, env: {} })',
      ),
    ).toEqual({
      DATABASE_URL: 'postgres://db',
      CHAIN_RPC_URLS: 'http://127.0.0.1:8545',
      RELAYER_STATUS_URL: 'http://127.0.0.1:3100/relay/status',
    });
    expect(evaluate('tools/dev/dev-plan.mjs', 'm.devApiEnv({ relayer: false, env: {} })')).toEqual({
      CHAIN_RPC_URLS: 'http://127.0.0.1:8545',
    });
  });

  it('the relayer’s status URL – is the one the relayer serves in the dev stack (port 3100, /relay/status)', () => {
    // dev.mjs waits for the relayer at http://127.0.0.1:3100/healthz and gives the web app http://127.0.0.1:3100/relay.
    expect(evaluate('tools/dev/dev-plan.mjs', 'm.DEV_RELAYER_STATUS_URL')).toBe('http://127.0.0.1:3100/relay/status');
  });

  it('the summary – names the /ops operator, the accounts with missions done and those holding BACKER/TEAM schedules', () => {
    const lines = evaluate('tools/dev/dev-plan.mjs', 'm.devAccountLines()') as string[];
    const line = (index: number): string =>
      lines.find((each) => each.startsWith(`  #${String(index).padEnd(2)} `)) ?? '';
    expect(line(0)).toMatch(
      /^ {2}#0 {2}0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 {2}0x[0-9a-f]{64} {2}owner \/ treasury; the \/ops operator$/,
    );
    for (const index of [1, 2]) expect(line(index)).toMatch(/eligible, missions done, BACKER \+ TEAM schedules$/);
    expect(line(3)).toMatch(/eligible, missions done$/);
    for (const index of [4, 5]) expect(line(index)).toMatch(/eligible, missions not done$/);
    expect(line(17)).toMatch(/relayer \(pays sponsored claims; its own key\)$/);
    expect(line(18)).toMatch(/VRF fulfiller$/);
    expect(line(19)).toMatch(/API signer$/);
  });

  it('the chain’s output – solc’s two transient-storage warning blocks become one line saying they are expected; other lines pass', () => {
    const block = [
      'Warning: Transient storage as defined by EIP-1153 can break the composability of smart contracts: …',
      '   --> ../node_modules/@openzeppelin/contracts/utils/TransientSlot.sol:108:13:',
      '    |',
      '108 |             tstore(slot, value)',
      '    |             ^^^^^^',
      '',
      '',
    ];
    const output = ['', ...block, ...block, '[chain] deploying the GMLocal module', '[chain] READY'];
    const shown = evaluate(
      'tools/dev/dev-plan.mjs',
      `(() => { const f = m.createSolcWarningFilter(); return ${JSON.stringify(output)}.flatMap(f); })()`,
    );
    expect(shown).toEqual([
      '',
      expect.stringMatching(/^solc's EIP-1153 transient storage warning .* is expected/),
      '[chain] deploying the GMLocal module',
      '[chain] READY',
    ]);
  });
});

describe('npm install on an older Node (tools/scripts/toolchain-note.mjs)', () => {
  it('npm on Node 20 – says the EBADENGINE warnings are expected and what happens next; on Node 24 – says nothing', () => {
    expect(
      evaluate('tools/scripts/toolchain-note.mjs', 'm.engineWarningsNote("npm/11.6.2 node/v20.19.5 linux x64")'),
    ).toBe(
      '[toolchain] npm ran on Node v20.19.5: its "npm warn EBADENGINE" lines above are expected, not failures. ' +
        'They name packages that need Node 22 or newer, which npm skipped; they are installed now on the pinned Node 24.',
    );
    expect(
      evaluate('tools/scripts/toolchain-note.mjs', 'm.engineWarningsNote("npm/11.6.2 node/v24.9.0 linux x64")'),
    ).toBeNull();
  });
});
