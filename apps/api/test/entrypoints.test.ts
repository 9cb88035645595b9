import path from 'node:path';
import { describeRefusedConfiguration } from '@gm-claim/server/testing/entrypoint';

describeRefusedConfiguration('the API', path.resolve(__dirname, '..'), 'gm-claim-api: ');
