import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  localDeploymentConfig,
  noEnsNormalizeForEthers,
  preloadAppChunk,
  serveAllocations,
  serveStatusFile,
  sharedDeepImportsOnly,
} from './vite-config-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

/** The web libraries' import names (`@gm-claim/web-*`, declared once in tsconfig.base.json) → their entry files. */
function webLibraryAliases(): Array<{ find: RegExp; replacement: string }> {
  const tsconfig = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths)
    .filter(([name]) => name.startsWith('@gm-claim/web-'))
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.replace(/[/-]/g, '\\$&')}$`),
      replacement: path.join(repoRoot, target ?? ''),
    }));
}

export default defineConfig({
  root: here,
  plugins: [
    react(),
    localDeploymentConfig(repoRoot),
    serveAllocations(repoRoot),
    serveStatusFile(repoRoot),
    sharedDeepImportsOnly(),
    noEnsNormalizeForEthers(),
    preloadAppChunk(),
  ],
  resolve: { alias: webLibraryAliases() },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // The largest chunk is WalletConnect's QR modal (@reown/appkit core, ≈ 640 KB minified, ≈ 185 KB
    // gzip), loaded only when the user picks WalletConnect; the initial JS budget (150 KB gzip) is
    // enforced by `npm run bench:web`.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      onwarn(warning, warn) {
        // `ox` (an @reown/appkit dependency) places /*#__PURE__*/ where Rollup cannot use it; Rollup
        // drops the comment, which is harmless. Any other warning is still reported.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/ox/')) return;
        warn(warning);
      },
    },
  },
});
