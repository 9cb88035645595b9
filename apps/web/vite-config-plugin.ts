import { readFileSync, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The variable naming the deployment file to read, as the API reads it (apps/api/src/config.ts). */
export const DEPLOYMENT_FILE_ENV = 'DEPLOYMENT_FILE';

/**
 * The deployment file the dev server reads: `DEPLOYMENT_FILE` (relative to the repository root, or
 * absolute) when set, as for the API, else `<repo>/.dev/deployment.local.json` written by `npm run chain`.
 * A second stack (tools/e2e) points both its API and its dev server at its own file this way.
 */
export function deploymentFilePath(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[DEPLOYMENT_FILE_ENV];
  return configured ? path.resolve(repoRoot, configured) : path.join(repoRoot, '.dev/deployment.local.json');
}

/**
 * The /config.json body for the dev server: the deployment's chain and contracts, the API from
 * VITE_API_URL, the sponsoring relayer from VITE_RELAYER_URL (as `relayerUrl`, as the nginx image writes it), the read nodes from VITE_RPC_URLS when set (e.g. chaos proxies in front of the local
 * node: `npm run dev -- --chaos`), else the deployment's node.
 */
export function localConfigBody(repoRoot: string, env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const apiUrl = env.VITE_API_URL ?? 'http://127.0.0.1:3000';
  // The sponsoring relayer (npm run relayer): absent, the app offers no sponsored claims.
  const relayer = env.VITE_RELAYER_URL?.trim() ? { relayerUrl: env.VITE_RELAYER_URL.trim() } : {};
  const rpcUrls = env.VITE_RPC_URLS?.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const deploymentPath = deploymentFilePath(repoRoot, env);
  if (!existsSync(deploymentPath)) return { apiUrl, ...relayer };
  const deployment = JSON.parse(readFileSync(deploymentPath, 'utf8')) as {
    chainId: number;
    rpcUrl: string;
    contracts: { GMChallenge: string; GMVesting: Record<string, string>; Multicall3: string };
  };
  return {
    chainId: deployment.chainId,
    rpcUrls: rpcUrls?.length ? rpcUrls : [deployment.rpcUrl],
    apiUrl,
    ...relayer,
    contracts: {
      GMChallenge: deployment.contracts.GMChallenge,
      GMVesting: deployment.contracts.GMVesting,
      Multicall3: deployment.contracts.Multicall3,
    },
  };
}

/**
 * Development only: serves /config.json from the local deployment file (see deploymentFilePath),
 * read on every request, so the app talks to the local chain, the local API and the freshly
 * deployed contracts. In production /config.json is an optional static file (see README) and
 * VITE_* variables apply.
 */
export function localDeploymentConfig(repoRoot: string): Plugin {
  return {
    name: 'gm-claim-local-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(localConfigBody(repoRoot)));
      });
    },
  };
}

/** The folder served under /allocations/ by the dev and preview servers: ALLOCATIONS_DIR, else <repo>/.dev/allocations. */
export function allocationsDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repoRoot, env['ALLOCATIONS_DIR'] || '.dev/allocations');
}

const ALLOCATION_TYPES: Record<string, string> = { '.json': 'application/json', '.csv': 'text/csv; charset=utf-8' };

/** The file under `dir` that `/allocations/<relative>` names, or null (outside `dir`, missing, or not a list file). */
export function allocationFile(dir: string, relative: string): string | null {
  const file = path.resolve(dir, `.${path.posix.normalize(`/${decodeURIComponent(relative)}`)}`);
  if (!file.startsWith(`${dir}${path.sep}`) || !ALLOCATION_TYPES[path.extname(file)]) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Dev and preview: serves the allocation files the owner command writes (tools/allocations/build.ts, default
 * .dev/allocations) under /allocations/, as nginx does in production (there precompressed and cached as immutable;
 * here uncompressed and never cached, so a rebuilt version shows at once).
 */
export function serveAllocations(repoRoot: string): Plugin {
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const file = allocationFile(allocationsDir(repoRoot), (req.url ?? '').split('?')[0] ?? '');
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', ALLOCATION_TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'HEAD') res.end();
    else res.end(readFileSync(file));
  };
  return {
    name: 'gm-claim-allocations',
    configureServer(server) {
      server.middlewares.use('/allocations', handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/allocations', handler);
    },
  };
}

/** The status writer's document the dev and preview servers serve as /status.json: STATUS_FILE, else <repo>/.dev/status/status.json. */
export function statusFilePath(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repoRoot, env['STATUS_FILE'] || '.dev/status/status.json');
}

/**
 * Dev and preview: serves the status writer's document (apps/status-writer, started by `npm run dev`) as
 * /status.json, as nginx does in production — a file, read on every request, never cached; a 404 before the
 * writer's first round (the /status page says the status is unavailable).
 */
export function serveStatusFile(repoRoot: string): Plugin {
  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if ((req.url ?? '').split('?')[0] !== '/status.json') return next();
    const file = statusFilePath(repoRoot);
    res.setHeader('Cache-Control', 'no-store');
    if (!existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'HEAD') res.end();
    else res.end(readFileSync(file));
  };
  return {
    name: 'gm-claim-status-file',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
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
      throw new Error(
        `${importer ?? 'a module'} imports values from '@gm-claim/shared': import them from a deep path such as '@gm-claim/shared/constants'.`,
      );
    },
  };
}

/** The module ethers gets instead of @adraffy/ens-normalize (see noEnsNormalizeForEthers). */
export const NO_ENS_MODULE_ID = '\0gm-claim-no-ens-normalize';
export const NO_ENS_MESSAGE =
  'ENS names are not supported: BNB Smart Chain has no ENS, and this app passes 0x addresses only.';

/**
 * ethers bundles @adraffy/ens-normalize (≈ 27 KiB gzip) for ENS names, which BNB Smart Chain does not
 * have: every address this app hands to ethers is a 0x address, which ethers never normalises. For
 * ethers' own import, the library is replaced by a module whose `ens_normalize` throws a clear error
 * (so an accidental name fails loudly instead of resolving nothing). Other importers (WalletConnect's
 * `ox`) keep the real library. Build only: the dev server pre-bundles ethers as it is.
 */
export function noEnsNormalizeForEthers(): Plugin {
  return {
    name: 'gm-claim-no-ens-normalize-for-ethers',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@adraffy/ens-normalize') return null;
      if (!importer || !/[\\/]node_modules[\\/]ethers[\\/]/.test(importer)) return null;
      return NO_ENS_MODULE_ID;
    },
    load(id) {
      if (id !== NO_ENS_MODULE_ID) return null;
      return `export function ens_normalize(name) {\n  throw new Error(${JSON.stringify(NO_ENS_MESSAGE)} + ' (' + JSON.stringify(String(name)) + ')');\n}\n`;
    },
  };
}

/**
 * Every visit loads the App chunk (src/app/App.tsx) right after the entry starts: a
 * `<link rel="modulepreload">` for it (and the chunks it imports) in index.html lets the browser fetch
 * it alongside the entry instead of after it — one round trip less before the first paint, no byte
 * more.
 */
export function preloadAppChunk(appModule = 'src/app/App.tsx'): Plugin {
  return {
    name: 'gm-claim-preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const app = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${appModule}`)),
        );
        if (!app || app.type !== 'chunk') throw new Error(`preloadAppChunk: no chunk holds ${appModule}`);
        const entry = ctx.chunk?.fileName;
        const files = [app.fileName, ...app.imports].filter((file) => file !== entry);
        return [...new Set(files)].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
