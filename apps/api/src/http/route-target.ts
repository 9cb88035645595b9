import type { Router } from 'express';

/**
 * Where a component registers its routes: the app itself in production (routes straight on the
 * app's router, so a request does not enter and leave one sub-router per component on its way to
 * the handler), a fresh Router by default.
 */
export type RouteTarget = Pick<Router, 'get' | 'post'>;
