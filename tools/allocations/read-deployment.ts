import { existsSync, readFileSync } from 'node:fs';

/** The chain and GMChallenge of a deployment file written by `npm run chain` / `npm run dev` (.dev/deployment.local.json). */
export function readDeployment(file: string): { chainId: number; contract: string } {
  if (!existsSync(file)) throw new Error(`no deployment file at ${file}: pass --chain-id and --contract`);
  const deployment = JSON.parse(readFileSync(file, 'utf8')) as {
    chainId?: unknown;
    contracts?: { GMChallenge?: unknown };
  };
  if (typeof deployment.chainId !== 'number' || typeof deployment.contracts?.GMChallenge !== 'string')
    throw new Error(`${file} is not a deployment (chainId, contracts.GMChallenge)`);
  return { chainId: deployment.chainId, contract: deployment.contracts.GMChallenge };
}
