// Production build: apps/status-writer/dist/main.js, one ESM bundle. The workspace
// libraries @gm-claim/shared and @gm-claim/server (TypeScript sources) are bundled in; every npm dependency stays external and is
// loaded from node_modules at run time (native secp256k1, PGlite's WebAssembly).
import { build } from 'esbuild';

const workspaceOnly = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gm-claim/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [workspaceOnly],
  logLevel: 'warning',
});
console.log('apps/status-writer/dist: main');
