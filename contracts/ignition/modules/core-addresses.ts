interface Addressable {
  getAddress(): Promise<string>;
}

/** The contracts every GM deployment has (the core module), as Ignition returns them. */
export interface CoreContracts {
  token: Addressable;
  challenge: Addressable;
  vestingPublic: Addressable;
  vestingBacker: Addressable;
  vestingEcosystem: Addressable;
  vestingTeam: Addressable;
  vestingMarketing: Addressable;
}

export interface CoreAddresses {
  GMToken: string;
  GMChallenge: string;
  GMVesting: Record<'PUBLIC' | 'BACKER' | 'ECOSYSTEM' | 'TEAM' | 'MARKETING', string>;
}

/** Addresses of a deployment's core contracts, keyed as the deployment file and the tasks name them. */
export async function coreAddresses(deployed: CoreContracts): Promise<CoreAddresses> {
  return {
    GMToken: await deployed.token.getAddress(),
    GMChallenge: await deployed.challenge.getAddress(),
    GMVesting: {
      PUBLIC: await deployed.vestingPublic.getAddress(),
      BACKER: await deployed.vestingBacker.getAddress(),
      ECOSYSTEM: await deployed.vestingEcosystem.getAddress(),
      TEAM: await deployed.vestingTeam.getAddress(),
      MARKETING: await deployed.vestingMarketing.getAddress(),
    },
  };
}
