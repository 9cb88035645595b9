// The history component's entry: app.ts and the other components use it only through this file.
export { createHistoryRepository, type HistoryRepository } from './history.repository';
export { historyRoutes } from './history.routes';
export { createHistoryService, toChallengeRecord } from './history.service';
