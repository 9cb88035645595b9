import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { sortRows } from '@gm-claim/shared/allocations/canonical-list';
import { manifestPath, shardPath } from '@gm-claim/shared/allocations/files';
import type { OnChainAllocationRoot } from '@gm-claim/shared/allocations/on-chain-root';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { setAllocationSources, type AllocationSources } from '../data-access/sources';
import { EligibilityPage } from './EligibilityPage';

const CHALLENGE = '0x00000000000000000000000000000000000000c1';
const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const CAROL = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
const GM = 10n ** 18n;
const NOW = 1_900_000_000n;

const v1 = buildAllocation(
  sortRows([
    { address: ALICE, amount: 1_500n * GM },
    { address: BOB, amount: 20n * GM },
  ]),
  {
    chainId: 56,
    contract: CHALLENGE,
    version: 1,
  },
);

const onChain = (root: string, overrides: Partial<OnChainAllocationRoot> = {}): OnChainAllocationRoot => ({
  root,
  listHash: v1.manifest.listHash,
  total: BigInt(v1.manifest.total),
  claimed: 0n,
  activatesAt: NOW - 1n,
  cancelled: false,
  ...overrides,
});

/** The chain holds `roots`; the site publishes v1's files (as `files` may change them). */
function sources(
  roots: OnChainAllocationRoot[],
  files: Record<string, unknown> = {},
): AllocationSources & { fetched: string[] } {
  const published: Record<string, unknown> = {
    [manifestPath(1)]: v1.manifest,
    ...Object.fromEntries(v1.shards.map((shard) => [shardPath(1, shard.prefix), shard])),
    ...files,
  };
  const fetched: string[] = [];
  return {
    chainId: 56,
    contract: CHALLENGE,
    fetched,
    readRoots: async () => ({ now: NOW, roots }),
    fetchJson: async (path) => {
      fetched.push(path);
      if (!(path in published)) throw new Error(`404 ${path}`);
      return published[path];
    },
  };
}

async function check(address: string): Promise<void> {
  const user = userEvent.setup();
  renderWithProviders(<EligibilityPage />);
  await user.type(await screen.findByLabelText('Wallet address'), address);
  await user.keyboard('{Enter}');
}

describe('/eligibility', () => {
  beforeEach(() => testConfig({ contracts: { ...testConfig().contracts, GMChallenge: CHALLENGE } }));
  afterEach(() => setAllocationSources(null));

  it('an address in the active list – its amount, proven against the root on chain, from 2 files', async () => {
    const fake = sources([onChain(v1.manifest.root)]);
    setAllocationSources(fake);
    await check(ALICE.toUpperCase().replace('0X', '0x'));
    expect(await screen.findByTestId('list-found')).toHaveTextContent('In the list, proven against the on-chain root');
    expect(screen.getByTestId('list-amount-1')).toHaveTextContent('1,500 GM (list version 1)');
    expect(fake.fetched).toEqual([manifestPath(1), shardPath(1, '')]);
  });

  it('an address not in the list – "Not in the list"', async () => {
    setAllocationSources(sources([onChain(v1.manifest.root)]));
    await check(CAROL);
    expect(await screen.findByTestId('list-not-found')).toHaveTextContent('Not in the list');
  });

  it('an address not in the list – its appeal can be filed from there (issue 33 §4)', async () => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(200, { appeal: null })) as typeof fetch;
    setAllocationSources(sources([onChain(v1.manifest.root)]));
    await check(CAROL);
    expect(await screen.findByRole('button', { name: 'FILE AN APPEAL' })).toBeInTheDocument();
    expect(screen.getByTestId('appeal-panel')).toHaveTextContent('Think this wallet should be in the list?');
    expect(String((global.fetch as jest.Mock).mock.calls[0]?.[0])).toMatch(new RegExp(`/appeals/${CAROL}$`));
  });

  it('a tampered amount in the shard file – an error with a retry, never an amount', async () => {
    const shard = { ...v1.shards[0]! };
    shard.leaves = shard.leaves.map(([address, amount]) => [
      address,
      address === ALICE ? (BigInt(amount) * 2n).toString() : amount,
    ]);
    setAllocationSources(sources([onChain(v1.manifest.root)], { [shardPath(1, '')]: shard }));
    await check(ALICE);
    expect(await screen.findByRole('alert')).toHaveTextContent('The published list does not match the root on chain.');
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeInTheDocument();
    expect(screen.queryByTestId('list-found')).toBeNull();
  });

  it('a root on chain other than the published one – an error, not "Not in the list"', async () => {
    setAllocationSources(sources([onChain(`0x${'ab'.repeat(32)}`)]));
    await check(CAROL);
    expect(await screen.findByRole('alert')).toHaveTextContent('The published list does not match the root on chain.');
    expect(screen.queryByTestId('list-not-found')).toBeNull();
  });

  it('files that cannot be fetched – an error with a retry that tries again', async () => {
    const fake = sources([onChain(v1.manifest.root)], {});
    const fetchJson = fake.fetchJson;
    let fail = true;
    setAllocationSources({
      ...fake,
      fetchJson: async (path) => (fail ? Promise.reject(new Error('offline')) : fetchJson(path)),
    });
    await check(BOB);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByTestId('list-amount-1')).toHaveTextContent('20 GM (list version 1)');
  });

  it('a pending or cancelled root only – "no list is active", no file fetched', async () => {
    const fake = sources([
      onChain(v1.manifest.root, { activatesAt: NOW + 3600n }),
      onChain(v1.manifest.root, { cancelled: true }),
    ]);
    setAllocationSources(fake);
    await check(ALICE);
    expect(await screen.findByTestId('list-none-active')).toHaveTextContent(
      'No allocation list is active on chain yet.',
    );
    expect(fake.fetched).toEqual([]);
  });

  it('not an address – says so at the field, nothing is read', async () => {
    const fake = sources([onChain(v1.manifest.root)]);
    setAllocationSources(fake);
    await check('0x1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a wallet address');
    expect(screen.getByLabelText('Wallet address')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.fetched).toEqual([]);
  });

  it('axe (WCAG 2.1 A/AA structure) – no violations with a result shown', async () => {
    setAllocationSources(sources([onChain(v1.manifest.root)]));
    await check(ALICE);
    await screen.findByTestId('list-found');
    expect(await axeViolations()).toEqual([]);
  });
});
