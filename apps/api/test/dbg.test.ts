import pino from 'pino';
import { chainActions, GM, startTestChain } from './chain';
import { openIndexTestDb, indexerOptions, indexedBlock } from './index-db';
import { startIndexer } from '../src/indexer/indexer';
jest.setTimeout(60_000);
it('dbg', async () => {
  const chain = await startTestChain();
  const store = await openIndexTestDb();
  const actions = chainActions(chain);
  try {
    await actions.register([(await actions.account(6)).address], 1_000n * GM);
    const logger = pino({ level: 'debug' }, process.stdout);
    const ix = startIndexer({ db: store.db, options: indexerOptions(chain), logger });
    const timer = setTimeout(() => void ix.stop(), 8_000);
    await ix.done;
    clearTimeout(timer);
    console.log('indexed', await indexedBlock(store.db), await chain.provider.getBlockNumber());
  } finally {
  await store.close();
  await chain.stop();
  }
});
