// The appeals component's entry: app.ts and the CLI use it only through this file.
export { appealsCsv } from './appeals-csv';
export { createAppealsRepository } from './appeals.repository';
export { appealsRoutes } from './appeals.routes';
export { createAppealsService } from './appeals.service';
