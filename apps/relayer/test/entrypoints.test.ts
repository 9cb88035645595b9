import path from 'node:path';
import { describeRefusedConfiguration } from '@gm-claim/server/testing/entrypoint';

describeRefusedConfiguration('the relayer', path.resolve(__dirname, '..'), 'gm-claim-relayer: ');
