import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');

/** Addresses of one deployment of the GM Claim contracts, as written by the local chain command. */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string().url(),
  tgeTimestamp: z.number().int().nonnegative(),
  contracts: z.object({
    GMToken: address,
    GMChallenge: address,
    GMVesting: z.object({
      PUBLIC: address,
      BACKER: address,
      ECOSYSTEM: address,
      TEAM: address,
      MARKETING: address,
    }),
    Multicall3: address,
    VRFCoordinatorV2_5Mock: address.optional(),
    VRFV2PlusWrapper: address,
  }),
  signer: address,
  owner: address,
});

export type Deployment = z.infer<typeof deploymentSchema>;

/** Where the local chain command writes the deployment, relative to the repository root. */
export const LOCAL_DEPLOYMENT_PATH = '.dev/deployment.local.json';
