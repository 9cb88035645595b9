// The missions component's entry: app.ts and the other components use it only through this file.
export { createMissionsRepository, type MissionsRepository } from './missions.repository';
export { missionsRoutes } from './missions.routes';
export { createMissionsService } from './missions.service';
