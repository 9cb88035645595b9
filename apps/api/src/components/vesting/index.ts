// The vesting component's entry: app.ts and the other components use it only through this file.
export { vestingRoutes } from './vesting.routes';
