/**
 * `npm run vrf-fulfiller -w @gm-claim/contracts`: the VRF fulfiller on its own, against a local chain
 * that `npm run chain` already runs (for example after the fulfiller was stopped). It reads the
 * deployment file, fulfils every request still open since block VRF_FROM_BLOCK (default 0) and
 * keeps watching. Same control endpoint as the chain command (127.0.0.1:VRF_CONTROL_PORT, 8547).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonRpcProvider, Network } from 'ethers';
import { deploymentSchema, LOCAL_DEPLOYMENT_PATH } from '@gm-claim/shared/deployment';
import { startControlServer, VrfFulfiller } from './vrf-fulfiller.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const deploymentFile = path.resolve(repoRoot, process.env.CHAIN_DEPLOYMENT_FILE ?? LOCAL_DEPLOYMENT_PATH);
const controlPort = Number(process.env.VRF_CONTROL_PORT ?? 8547);
const FULFILLER_ACCOUNT = 18;

const deployment = deploymentSchema.parse(JSON.parse(await readFile(deploymentFile, 'utf8')));
const coordinator = deployment.contracts.VRFCoordinatorV2_5Mock;
if (!coordinator) throw new Error(`${deploymentFile} has no VRFCoordinatorV2_5Mock: nothing to fulfil`);
const provider = new JsonRpcProvider(deployment.rpcUrl, Network.from(deployment.chainId), {
  staticNetwork: true,
  batchMaxCount: 1,
});
const accounts = (await provider.send('eth_accounts', [])) as string[];
const fulfiller = new VrfFulfiller({
  provider,
  sender: await provider.getSigner(accounts[FULFILLER_ACCOUNT] ?? accounts[0]),
  coordinator,
  fromBlock: Number(process.env.VRF_FROM_BLOCK ?? 0),
});
await fulfiller.start();
const control = await startControlServer(fulfiller, '127.0.0.1', controlPort);
console.log(`READY vrfControl=http://127.0.0.1:${controlPort} coordinator=${coordinator}`);

await new Promise<void>((resolve) => {
  const stop = (): void => {
    void fulfiller.stop().then(() => control.close(() => resolve()));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
provider.destroy();
