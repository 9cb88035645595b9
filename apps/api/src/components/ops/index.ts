// The ops component's entry: app.ts and the other components use it only through this file.
export { createOperatorDirectory } from './operator-directory';
export { createOpsRepository } from './ops.repository';
export { opsRoutes } from './ops.routes';
export { incidentRoutes } from './incident.routes';
export { createOpsService } from './ops.service';
export { createRelayerStatus } from './relayer-status';
export { requireOperator } from './require-operator';
