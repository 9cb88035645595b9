// The server programs' production build (apps/api, apps/indexer, apps/relayer, apps/status-writer): one ESM bundle
// per entry point in the app's dist/. The workspace libraries @gm-claim/shared and @gm-claim/server (TypeScript
// sources) are bundled in; every npm dependency stays external and is loaded from node_modules at run time (native
// secp256k1, PGlite's WebAssembly).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

const workspaceOnly = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gm-claim/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles an app's entry points into its dist/ and says what it wrote.
 * @param {URL} appRoot the app's folder (`new URL('..', import.meta.url)` from its scripts/build.mjs)
 * @param {Record<string, string>} entryPoints output name → source file, relative to the app's folder
 */
export async function bundleApp(appRoot, entryPoints) {
  const appDir = fileURLToPath(appRoot);
  await build({
    absWorkingDir: appDir,
    entryPoints,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    plugins: [workspaceOnly],
    logLevel: 'warning',
  });
  const app = path.relative(workspaceRoot, appDir).split(path.sep).join('/');
  console.log(`${app}/dist: ${Object.keys(entryPoints).join(', ')}`);
}
