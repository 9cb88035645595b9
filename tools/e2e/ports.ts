import { createServer } from 'node:net';
import { freePort } from '@gm-claim/shared/node/ports';

// freePort: the one helper of the repository (libs/shared/src/node/ports.ts), re-exported for the tools.
export { freePort };

/** Resolves when `port` can be bound on 127.0.0.1; rejects with a clear message when it is taken. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} for ${what} is taken (${error.code ?? error.message}): stop what listens there or unset the fixed port`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * The stack's ports: free ones picked by the OS (a developer's `npm run dev` on 8545/8547/3000/5173
 * is left alone), or fixed ones from E2E_CHAIN_PORT, E2E_VRF_PORT, E2E_API_PORT, E2E_WEB_PORT,
 * E2E_DB_PORT, E2E_INDEXER_METRICS_PORT, E2E_RELAYER_PORT, checked up front.
 */
export async function pickPorts(): Promise<{
  chain: number;
  vrf: number;
  api: number;
  web: number;
  db: number;
  indexerMetrics: number;
  relayer: number;
}> {
  const pick = async (variable: string, what: string): Promise<number> => {
    const fixed = process.env[variable];
    if (!fixed) return freePort();
    const port = Number(fixed);
    if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${variable}=${fixed} is not a port`);
    await assertPortFree(port, what);
    return port;
  };
  const ports = {
    chain: await pick('E2E_CHAIN_PORT', 'the chain'),
    vrf: await pick('E2E_VRF_PORT', 'the VRF control endpoint'),
    api: await pick('E2E_API_PORT', 'the API'),
    web: await pick('E2E_WEB_PORT', 'the web server'),
    db: await pick('E2E_DB_PORT', 'the PGlite database server'),
    indexerMetrics: await pick('E2E_INDEXER_METRICS_PORT', "the indexer's metrics endpoint"),
    relayer: await pick('E2E_RELAYER_PORT', 'the sponsoring relayer'),
  };
  if (new Set(Object.values(ports)).size !== Object.keys(ports).length) return pickPorts();
  return ports;
}
