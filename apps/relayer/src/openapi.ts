import {
  errorResponseSchema,
  RELAY_BASE_PATH,
  relayAcceptedResponseSchema,
  relayOpenRequestsResponseSchema,
  relayRequestSchema,
  relayRequestStatusSchema,
  relayRoutes,
  relayStatusResponseSchema,
} from '@gm-claim/shared';
import { z } from 'zod';

const json = (schema: z.ZodType): Record<string, unknown> => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
});
const ROUTES = relayRoutes(RELAY_BASE_PATH);
const error = (description: string): Record<string, unknown> => ({ description, content: json(errorResponseSchema) });

/** The relayer's OpenAPI 3.1 document (GET /relay/openapi.json), from the zod schemas it validates with. */
export function buildRelayOpenApi(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'GM Claim relayer',
      version: '0.1.0',
      description:
        'Sponsored (gasless) claims: the claimant signs a claim (EIP-712), the relayer simulates it, persists it and sends it from its own key. ' +
        'Errors are `{ message, code, reason? }`; `reason` names the contract error a simulation reverted with.',
    },
    paths: {
      [ROUTES.status]: {
        get: {
          summary: 'What the relayer sponsors now: kinds, accepting (or why not), budgets, gas ceiling',
          responses: {
            200: { description: 'OK', content: json(relayStatusResponseSchema) },
            503: error('Chain or database unreachable'),
          },
        },
      },
      [ROUTES.requests]: {
        get: {
          summary:
            'A claimant’s requests not yet mined or failed (queued or submitted), newest first, each with its recipient: what a page on any device follows',
          parameters: [
            { in: 'query', name: 'claimant', required: true, schema: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
          ],
          responses: {
            200: { description: 'OK', content: json(relayOpenRequestsResponseSchema) },
            400: error('claimant is not an address'),
            503: error('Database unreachable'),
          },
        },
        post: {
          summary: 'Submit a signed claim; 202 once it is simulated and persisted',
          requestBody: { required: true, content: json(relayRequestSchema) },
          responses: {
            202: { description: 'Accepted and persisted (queued)', content: json(relayAcceptedResponseSchema) },
            400: error('Malformed, expired, wrong chain, wrong contract, invalid recipient'),
            401: error('The signature is not the claimant’s'),
            403: error('This kind of claim is not sponsored'),
            404: error('No such vesting schedule'),
            409: error('Replayed: this signed claim was already submitted or used'),
            422: error('The claim would revert (e.g. nothing due yet); `reason` names the contract error'),
            429: error('One sponsored claim per release: already claimed with the relayer'),
            503: error(
              'Budget spent, gas price over the ceiling, relayer unfunded, or chain/database unreachable (Retry-After)',
            ),
          },
        },
      },
      [`${ROUTES.requests}/{id}`]: {
        get: {
          summary: 'A request’s status: queued, submitted (txHash), mined (txHash, blockNumber) or failed (error)',
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: {
            200: { description: 'OK', content: json(relayRequestStatusSchema) },
            400: error('Not a UUID'),
            404: error('Unknown id'),
          },
        },
      },
      '/metrics': {
        get: { summary: 'Prometheus metrics', responses: { 200: { description: 'Prometheus text format' } } },
      },
      '/healthz': { get: { summary: 'Liveness', responses: { 200: { description: 'OK' } } } },
    },
  };
}
