import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Development only: serves /config.json from the local deployment file that `npm run chain`
 * writes, so the app talks to the local chain, the local API and the freshly deployed contracts.
 * In production /config.json is an optional static file (see README) and VITE_* variables apply.
 */
export function localDeploymentConfig(repoRoot: string): Plugin {
  const deploymentPath = path.join(repoRoot, '.dev/deployment.local.json');
  return {
    name: 'gm-claim-local-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        if (!existsSync(deploymentPath)) {
          res.end(JSON.stringify({ apiUrl: process.env.VITE_API_URL ?? 'http://127.0.0.1:3000' }));
          return;
        }
        const deployment = JSON.parse(readFileSync(deploymentPath, 'utf8')) as {
          chainId: number;
          rpcUrl: string;
          contracts: { GMChallenge: string; GMVesting: Record<string, string>; Multicall3: string };
        };
        res.end(
          JSON.stringify({
            chainId: deployment.chainId,
            rpcUrls: [deployment.rpcUrl],
            apiUrl: process.env.VITE_API_URL ?? 'http://127.0.0.1:3000',
            contracts: {
              GMChallenge: deployment.contracts.GMChallenge,
              GMVesting: deployment.contracts.GMVesting,
              Multicall3: deployment.contracts.Multicall3,
            },
          }),
        );
      });
    },
  };
}

const SHARED_ID = '\0gm-claim-shared';
/** The browser-safe modules of @gm-claim/shared (the zod deployment schema stays server-side). */
const SHARED_BROWSER_MODULES = ['address', 'amount', 'constants', 'date', 'eip712'];

/**
 * Resolves `@gm-claim/shared` to its browser modules only. The package index also exports the zod
 * deployment schema, whose top-level `z.object(...)` call Rollup cannot drop: it would put zod
 * (~15 KB gzip) into the first load for nothing.
 */
export function sharedWithoutSchemas(repoRoot: string): Plugin {
  const dir = path.join(repoRoot, 'libs/shared/src');
  return {
    name: 'gm-claim-shared-browser',
    enforce: 'pre',
    resolveId(source) {
      return source === '@gm-claim/shared' ? SHARED_ID : null;
    },
    load(id) {
      if (id !== SHARED_ID) return null;
      return SHARED_BROWSER_MODULES.map((name) => `export * from ${JSON.stringify(path.join(dir, `${name}.ts`))};`).join('\n');
    },
  };
}
