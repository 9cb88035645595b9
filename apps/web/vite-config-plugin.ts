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

/**
 * Refuses runtime imports of the `@gm-claim/shared` index. It re-exports the zod DTO and deployment
 * schemas, whose top-level `z.object(...)` calls Rollup cannot drop: zod (~15 KB gzip) would land
 * in the first load. Import values by deep path (`@gm-claim/shared/constants`,
 * `@gm-claim/shared/generated/abis`, …); type-only imports of the index are erased and fine.
 */
export function sharedDeepImportsOnly(): Plugin {
  return {
    name: 'gm-claim-shared-deep-imports-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@gm-claim/shared') return null;
      throw new Error(`${importer ?? 'a module'} imports values from '@gm-claim/shared': import them from a deep path such as '@gm-claim/shared/constants'.`);
    },
  };
}
