import path from 'node:path';
import { describeRefusedConfiguration } from '@gm-claim/server/testing/entrypoint';

describeRefusedConfiguration('the indexer', path.resolve(__dirname, '..'), 'gm-claim-indexer: ');
