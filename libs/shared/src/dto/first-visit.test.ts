import { errorResponseSchema } from './common';
import { errorResponseParser, queueResponseParser } from './first-visit';
import { queueResponseSchema } from './waiting-room';

const pass = { status: 'admitted', ticketNumber: 7, pass: 'p.q', passExpiresAt: '2026-11-29T05:00:00.000Z' };
const wait = { status: 'waiting', ticket: 't.u', ticketNumber: 12, position: 3, estimatedWaitSeconds: 9, checkAfterSeconds: 5 };

const QUEUE_BODIES: unknown[] = [
  pass,
  { ...pass, ticketNumber: 0 },
  { ...pass, extra: 'dropped' },
  wait,
  { ...wait, position: 1, estimatedWaitSeconds: 1, checkAfterSeconds: 1 },
  // Refused by both:
  { ...pass, ticketNumber: -1 },
  { ...pass, ticketNumber: 1.5 },
  { ...pass, pass: 5 },
  { ...pass, passExpiresAt: undefined },
  { ...wait, position: 0 },
  { ...wait, ticketNumber: 0 },
  { ...wait, estimatedWaitSeconds: Number.NaN },
  { ...wait, checkAfterSeconds: Number.POSITIVE_INFINITY },
  { ...wait, ticket: null },
  { ...wait, status: 'queued' },
  { status: 'admitted' },
  {},
  null,
  undefined,
  'admitted',
  [pass],
  42,
];

const ERROR_BODIES: unknown[] = [
  { message: 'Claims open on Dec 01 2026.', code: 'CLAIMS_NOT_OPEN', time: '2026-12-01T00:00:00.000Z', timestamp: 1_796_083_200 },
  { message: 'Too many requests', code: 'RATE_LIMITED' },
  { message: 'x', code: 'Y', other: true },
  { message: 'x', code: 'Y', time: undefined },
  // Refused by both:
  { message: 'x' },
  { code: 'Y' },
  { message: 'x', code: 5 },
  { message: 'x', code: 'Y', time: 5 },
  { message: 'x', code: 'Y', timestamp: '5' },
  { message: 'x', code: 'Y', timestamp: Number.NaN },
  '<html>502 Bad Gateway</html>',
  null,
  undefined,
  [],
];

const CASES = [
  { name: 'queueResponseParser', parser: queueResponseParser, schema: queueResponseSchema, bodies: QUEUE_BODIES },
  { name: 'errorResponseParser', parser: errorResponseParser, schema: errorResponseSchema, bodies: ERROR_BODIES },
] as const;

describe('first-visit parsers agree with the zod schemas', () => {
  it.each(
    CASES.flatMap(({ name, parser, schema, bodies }) =>
      bodies.map((body) => [name, JSON.stringify(body) ?? String(body), body, parser, schema] as const),
    ),
  )('%s – %s – the same verdict and output as its zod schema', (_, __, body, parser, schema) => {
    const expected = schema.safeParse(body);
    const actual = parser.safeParse(body);
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
  });

  it.each(CASES.map((each) => [each.name, each]))('%s – the samples hold both verdicts', (_, { schema, bodies }) => {
    expect(new Set(bodies.map((body) => schema.safeParse(body).success))).toEqual(new Set([true, false]));
  });
});
