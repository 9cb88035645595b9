import { createOperatorDirectory } from './operator-directory';

const OWNER = '0x00000000000000000000000000000000000000Aa';
const CONFIGURED = '0x00000000000000000000000000000000000000Bb';
const OTHER = '0x00000000000000000000000000000000000000cC';

describe('who is an operator', () => {
  it('configured and owner addresses in any case; anyone else has no role', async () => {
    const directory = createOperatorDirectory({
      configured: [CONFIGURED],
      readOwners: async () => [OWNER, CONFIGURED],
      cacheMs: 60_000,
    });
    await expect(directory.rolesOf(OWNER.toLowerCase())).resolves.toEqual(['owner']);
    await expect(directory.rolesOf(CONFIGURED)).resolves.toEqual(['configured', 'owner']);
    await expect(directory.rolesOf(OTHER)).resolves.toEqual([]);
  });

  it('reads the owners once per cache period, then again (an ownership transfer takes effect)', async () => {
    let now = 0;
    const owners = [[OWNER], [OTHER]];
    const readOwners = jest.fn(async () => owners.shift() ?? []);
    const directory = createOperatorDirectory({ configured: [], readOwners, cacheMs: 1_000, clock: () => now });
    await expect(directory.rolesOf(OWNER)).resolves.toEqual(['owner']);
    await expect(directory.rolesOf(OTHER)).resolves.toEqual([]);
    now = 1_000;
    await expect(directory.rolesOf(OTHER)).resolves.toEqual(['owner']);
    expect(readOwners).toHaveBeenCalledTimes(2);
  });

  it('the chain cannot be read – a configured operator still gets in; anyone else gets a 503, not a 403', async () => {
    const directory = createOperatorDirectory({
      configured: [CONFIGURED],
      readOwners: () => Promise.reject(new Error('node down')),
      cacheMs: 60_000,
    });
    await expect(directory.rolesOf(CONFIGURED)).resolves.toEqual(['configured']);
    await expect(directory.rolesOf(OTHER)).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('no chain configured – only the configured addresses', async () => {
    const directory = createOperatorDirectory({ configured: [CONFIGURED], readOwners: undefined, cacheMs: 60_000 });
    await expect(directory.rolesOf(CONFIGURED)).resolves.toEqual(['configured']);
    await expect(directory.rolesOf(OWNER)).resolves.toEqual([]);
  });
});
