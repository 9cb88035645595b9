/**
 * Appeals (issue 33 §4) through HTTP on the real app and database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a
 * wallet files a signed appeal, reads its state, an operator lists and decides it with a signed decision, and the
 * accepted ones export as the eligibility CSV the allocations build reads. Every refusal is a 4xx that changes nothing.
 */
import {
  APPEAL_DECISION_TYPES,
  APPEAL_TYPES,
  appealDomain,
  appealStatusResponseSchema,
  opsAppealsResponseSchema,
  type AppealCategory,
} from '@gm-claim/shared';
import { parseEligibilityCsv } from '@gm-claim/shared/allocations/eligibility-csv';
import type { BaseWallet } from 'ethers';
import request from 'supertest';
import { bearer, buildApp, CHAIN_ID, CHALLENGE_ADDRESS, randomWallet, signIn, useTestApp, type TestContext } from './helpers';

const operatorWallet = randomWallet();
const env = {
  OPS_ADDRESSES: operatorWallet.address,
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  APPEALS_RATE_LIMIT_MAX: '100000',
};
const ctx = useTestApp(env);
const domain = appealDomain(CHAIN_ID, CHALLENGE_ADDRESS);
const now = (): number => Math.floor(Date.now() / 1000);
let operatorToken = '';

beforeAll(async () => {
  operatorToken = (await signIn(ctx.app, operatorWallet)).accessToken;
});

interface AppealBody {
  account: string;
  category: AppealCategory;
  text: string;
  issuedAt: number;
  signature: string;
}

async function signedAppeal(wallet: BaseWallet, overrides: Partial<Omit<AppealBody, 'signature'>> = {}, signer = wallet): Promise<AppealBody> {
  const body = { account: wallet.address, category: 'not_listed' as AppealCategory, text: 'I held GM on 1 May.', issuedAt: now(), ...overrides };
  const signature = await signer.signTypedData(domain, APPEAL_TYPES, { ...body, issuedAt: BigInt(body.issuedAt) });
  return { ...body, signature };
}

async function signedDecision(
  appealId: number,
  account: string,
  decision: 'accepted' | 'rejected',
  options: { amount?: string; reason?: string; issuedAt?: number; signer?: BaseWallet } = {},
): Promise<Record<string, unknown>> {
  const body = { decision, amount: options.amount ?? '0', reason: options.reason ?? 'Checked the snapshot.', issuedAt: options.issuedAt ?? now() };
  const signature = await (options.signer ?? operatorWallet).signTypedData(domain, APPEAL_DECISION_TYPES, {
    appealId: BigInt(appealId),
    account,
    ...body,
    amount: BigInt(body.amount),
    issuedAt: BigInt(body.issuedAt),
  });
  return { ...body, signature };
}

async function appealCount(app: TestContext['app']): Promise<number> {
  const response = await request(app).get('/ops/appeals?limit=200').set(...bearer(operatorToken)).expect(200);
  const { counts } = opsAppealsResponseSchema.parse(response.body);
  return counts.received + counts.accepted + counts.rejected;
}

async function file(wallet: BaseWallet, overrides: Partial<Omit<AppealBody, 'signature'>> = {}): Promise<number> {
  const response = await request(ctx.app).post('/appeals').send(await signedAppeal(wallet, overrides)).expect(201);
  return (response.body as { appeal: { id: number } }).appeal.id;
}

async function decide(id: number, account: string, decision: 'accepted' | 'rejected', amount = '0'): Promise<void> {
  await request(ctx.app)
    .post(`/ops/appeals/${id}/decision`)
    .set(...bearer(operatorToken))
    .send(await signedDecision(id, account, decision, { amount }))
    .expect(200);
}

describe('POST /appeals', () => {
  it('POST /appeals – a signed appeal – 201, and the wallet reads it as received', async () => {
    const wallet = randomWallet();
    const response = await request(ctx.app).post('/appeals').send(await signedAppeal(wallet, { category: 'wrong_amount', text: 'Mine is 2,000 GM, not 1,000 😀' })).expect(201);
    expect(response.body).toMatchObject({ appeal: { account: wallet.address, category: 'wrong_amount', state: 'received', reason: null } });
    const status = appealStatusResponseSchema.parse((await request(ctx.app).get(`/appeals/${wallet.address.toLowerCase()}`).expect(200)).body);
    expect(status.appeal).toMatchObject({ state: 'received', category: 'wrong_amount', decidedAt: null });
  });

  it('POST /appeals – 1,000 characters – 201; 1,001 – 400 and nothing stored', async () => {
    await file(randomWallet(), { text: 'é'.repeat(1000) });
    const before = await appealCount(ctx.app);
    const wallet = randomWallet();
    const response = await request(ctx.app).post('/appeals').send(await signedAppeal(wallet, { text: 'é'.repeat(1001) })).expect(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid body: text must be at most 1000 characters.' });
    expect(await appealCount(ctx.app)).toBe(before);
  });

  it.each([
    ['unsigned', (body: AppealBody) => ({ ...body, signature: undefined }), 400, 'VALIDATION_FAILED'],
    ['a malformed address', (body: AppealBody) => ({ ...body, account: '0x1234' }), 400, 'VALIDATION_FAILED'],
    ['an unknown category', (body: AppealBody) => ({ ...body, category: 'rich' }), 400, 'VALIDATION_FAILED'],
    ['an empty text', (body: AppealBody) => ({ ...body, text: '   ' }), 400, 'VALIDATION_FAILED'],
    ['a text edited after signing', (body: AppealBody) => ({ ...body, text: `${body.text}!` }), 401, 'INVALID_SIGNATURE'],
    ['a signature from an hour ago', (body: AppealBody) => body, 400, 'STALE_SIGNATURE'],
  ])('POST /appeals – %s – a 4xx and nothing stored', async (what, edit, status, code) => {
    const wallet = randomWallet();
    const signed = await signedAppeal(wallet, what === 'a signature from an hour ago' ? { issuedAt: now() - 3600 } : {});
    const before = await appealCount(ctx.app);
    const response = await request(ctx.app).post('/appeals').send(edit(signed)).expect(status);
    expect(response.body).toMatchObject({ code });
    expect(typeof (response.body as { message: string }).message).toBe('string');
    expect(await appealCount(ctx.app)).toBe(before);
    expect((await request(ctx.app).get(`/appeals/${wallet.address}`).expect(200)).body).toEqual({ appeal: null });
  });

  it('POST /appeals – hostile bodies – always a JSON 4xx, never a 5xx, nothing stored', async () => {
    const wallet = randomWallet();
    const good = await signedAppeal(wallet);
    const before = await appealCount(ctx.app);
    const bodies: unknown[] = [
      [],
      null,
      'text',
      { ...good, issuedAt: -1 },
      { ...good, issuedAt: 1e300 },
      { ...good, issuedAt: String(good.issuedAt) },
      { ...good, text: 42 },
      { ...good, text: '\uD800 lone surrogate' },
      { ...good, signature: '0xzz' },
      { ...good, signature: `0x${'00'.repeat(65)}` },
      { ...good, signature: `0x${'ab'.repeat(300)}` },
      { ...good, account: `${good.account.slice(0, 41)}G` },
      { ...good, account: `0X${good.account.slice(2)}` },
      { ...good, category: ['not_listed'] },
    ];
    for (const body of bodies) {
      const response = await request(ctx.app).post('/appeals').set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
    const malformed = await request(ctx.app).post('/appeals').set('Content-Type', 'application/json').send('{"account":');
    expect(malformed.status).toBe(400);
    expect(await appealCount(ctx.app)).toBe(before);
  });

  it('POST /appeals – signed by another wallet – 401 and nothing stored', async () => {
    const wallet = randomWallet();
    const response = await request(ctx.app).post('/appeals').send(await signedAppeal(wallet, {}, randomWallet())).expect(401);
    expect(response.body).toEqual({ code: 'INVALID_SIGNATURE', message: 'The signature does not match the wallet address.' });
    expect((await request(ctx.app).get(`/appeals/${wallet.address}`).expect(200)).body).toEqual({ appeal: null });
  });

  it('POST /appeals – signed for another chain – 401', async () => {
    const wallet = randomWallet();
    const body = { account: wallet.address, category: 'other' as const, text: 'x', issuedAt: now() };
    const signature = await wallet.signTypedData(appealDomain(97, CHALLENGE_ADDRESS), APPEAL_TYPES, { ...body, issuedAt: BigInt(body.issuedAt) });
    await request(ctx.app).post('/appeals').send({ ...body, signature }).expect(401);
  });

  it('POST /appeals – a second appeal while one is open – 409 and the first unchanged', async () => {
    const wallet = randomWallet();
    const first = await file(wallet, { text: 'first' });
    const response = await request(ctx.app).post('/appeals').send(await signedAppeal(wallet, { text: 'second', issuedAt: now() + 1 })).expect(409);
    expect(response.body).toEqual({ code: 'APPEAL_OPEN', message: 'This wallet already has an open appeal: wait for its decision.' });
    const session = await signIn(ctx.app, wallet);
    const status = (await request(ctx.app).get(`/appeals/${wallet.address}`).set(...bearer(session.accessToken)).expect(200)).body;
    expect(status).toMatchObject({ appeal: { id: first, text: 'first', state: 'received' } });
  });

  it('POST /appeals – two appeals of one wallet at once – one 201, the other refused, one stored', async () => {
    const wallet = randomWallet();
    const before = await appealCount(ctx.app);
    const bodies = await Promise.all([signedAppeal(wallet, { text: 'a' }), signedAppeal(wallet, { text: 'b', issuedAt: now() + 1 })]);
    const statuses = await Promise.all(bodies.map(async (body) => (await request(ctx.app).post('/appeals').send(body)).status));
    // Whichever lands second is refused: 409 (an open appeal exists) or 400 (its signature is older than the first's).
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 400)).toHaveLength(1);
    expect(await appealCount(ctx.app)).toBe(before + 1);
  });

  it('POST /appeals – a replayed signature after a decision – 400 and no new appeal', async () => {
    const wallet = randomWallet();
    const body = await signedAppeal(wallet);
    const id = (await request(ctx.app).post('/appeals').send(body).expect(201)).body.appeal.id as number;
    await decide(id, wallet.address, 'rejected');
    const response = await request(ctx.app).post('/appeals').send(body).expect(400);
    expect(response.body).toMatchObject({ code: 'STALE_SIGNATURE' });
    expect((await request(ctx.app).get(`/appeals/${wallet.address}`).expect(200)).body).toMatchObject({ appeal: { id, state: 'rejected' } });
  });

  it('POST /appeals – a fourth appeal within a day – 429 and nothing stored', async () => {
    const wallet = randomWallet();
    const start = now();
    for (let i = 0; i < 3; i++) await decide(await file(wallet, { issuedAt: start + i }), wallet.address, 'rejected');
    const before = await appealCount(ctx.app);
    const response = await request(ctx.app).post('/appeals').send(await signedAppeal(wallet, { issuedAt: start + 3 })).expect(429);
    expect(response.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many appeals from this wallet today: try again tomorrow.' });
    expect(await appealCount(ctx.app)).toBe(before);
  });

  it('POST /appeals – a flood from one IP – 429 after the limit, nothing stored', async () => {
    const limited = buildApp(ctx.db, { ...env, APPEALS_RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 2; i++) await request(limited.app).post('/appeals').send({}).expect(400);
    const before = await appealCount(ctx.app);
    const response = await request(limited.app).post('/appeals').send(await signedAppeal(randomWallet())).expect(429);
    expect(response.body).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    expect(await appealCount(ctx.app)).toBe(before);
  });
});

describe('GET /appeals/:address', () => {
  it('GET /appeals/:address – a malformed address – 400', async () => {
    const response = await request(ctx.app).get('/appeals/0xnothex').expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('GET /appeals/:address – the text only for a session of that wallet', async () => {
    const wallet = randomWallet();
    await file(wallet, { text: 'private detail' });
    const anonymous = (await request(ctx.app).get(`/appeals/${wallet.address}`).expect(200)).body as { appeal: Record<string, unknown> };
    expect(anonymous.appeal).not.toHaveProperty('text');
    const stranger = await signIn(ctx.app);
    const other = (await request(ctx.app).get(`/appeals/${wallet.address}`).set(...bearer(stranger.accessToken)).expect(200)).body as { appeal: Record<string, unknown> };
    expect(other.appeal).not.toHaveProperty('text');
    const own = await signIn(ctx.app, wallet);
    const mine = (await request(ctx.app).get(`/appeals/${wallet.address}`).set(...bearer(own.accessToken)).expect(200)).body as { appeal: Record<string, unknown> };
    expect(mine.appeal['text']).toBe('private detail');
  });
});

describe('operators', () => {
  it('GET /ops/appeals – without a session 401, a claimant 403', async () => {
    await request(ctx.app).get('/ops/appeals').expect(401);
    const claimant = await signIn(ctx.app);
    await request(ctx.app).get('/ops/appeals').set(...bearer(claimant.accessToken)).expect(403);
  });

  it('GET /ops/appeals – filters by state and category, with the text', async () => {
    const wallet = randomWallet();
    const id = await file(wallet, { category: 'other', text: 'filter me' });
    const response = await request(ctx.app).get('/ops/appeals?state=received&category=other').set(...bearer(operatorToken)).expect(200);
    const { appeals } = opsAppealsResponseSchema.parse(response.body);
    expect(appeals.every((appeal) => appeal.state === 'received' && appeal.category === 'other')).toBe(true);
    expect(appeals.find((appeal) => appeal.id === id)).toMatchObject({ text: 'filter me', account: wallet.address });
    await request(ctx.app).get('/ops/appeals?state=maybe').set(...bearer(operatorToken)).expect(400);
  });

  it('POST /ops/appeals/:id/decision – accepted with an amount – the claimant sees it; a second decision 409', async () => {
    const wallet = randomWallet();
    const id = await file(wallet);
    const amount = (1234n * 10n ** 18n).toString();
    const response = await request(ctx.app)
      .post(`/ops/appeals/${id}/decision`)
      .set(...bearer(operatorToken))
      .send(await signedDecision(id, wallet.address, 'accepted', { amount, reason: 'In the May snapshot.' }))
      .expect(200);
    expect(response.body).toMatchObject({ appeal: { state: 'accepted', amount, decidedBy: operatorWallet.address } });
    const status = (await request(ctx.app).get(`/appeals/${wallet.address}`).expect(200)).body;
    expect(status).toMatchObject({ appeal: { state: 'accepted', reason: 'In the May snapshot.', amount, listVersion: null } });
    const again = await request(ctx.app)
      .post(`/ops/appeals/${id}/decision`)
      .set(...bearer(operatorToken))
      .send(await signedDecision(id, wallet.address, 'rejected'))
      .expect(409);
    expect(again.body).toMatchObject({ code: 'APPEAL_DECIDED' });
  });

  it.each([
    ['signed by another wallet', { signer: randomWallet() }, 401, 'INVALID_SIGNATURE'],
    ['accepted without an amount', { decision: 'accepted' }, 400, 'VALIDATION_FAILED'],
    ['an over-long reason', { reason: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
    ['a stale signature', { issuedAt: 1_000 }, 400, 'STALE_SIGNATURE'],
  ] as const)('POST /ops/appeals/:id/decision – %s – a 4xx and the appeal still received', async (_what, options, status, code) => {
    const wallet = randomWallet();
    const id = await file(wallet);
    const decision = 'decision' in options ? options.decision : 'rejected';
    const response = await request(ctx.app)
      .post(`/ops/appeals/${id}/decision`)
      .set(...bearer(operatorToken))
      .send(await signedDecision(id, wallet.address, decision, options as { signer?: BaseWallet; reason?: string; issuedAt?: number }))
      .expect(status);
    expect(response.body).toMatchObject({ code });
    expect((await request(ctx.app).get(`/appeals/${wallet.address}`).expect(200)).body).toMatchObject({ appeal: { state: 'received' } });
  });

  it('POST /ops/appeals/:id/decision – an unknown appeal 404, a claimant 403', async () => {
    const wallet = randomWallet();
    await request(ctx.app).post('/ops/appeals/999999/decision').set(...bearer(operatorToken)).send(await signedDecision(999999, wallet.address, 'rejected')).expect(404);
    const id = await file(wallet);
    const claimant = await signIn(ctx.app, wallet);
    await request(ctx.app)
      .post(`/ops/appeals/${id}/decision`)
      .set(...bearer(claimant.accessToken))
      .send(await signedDecision(id, wallet.address, 'accepted', { amount: '1', signer: wallet }))
      .expect(403);
  });

  it('GET /ops/appeals/export.csv – accepted appeals as the eligibility CSV, rejected ones left out', async () => {
    const accepted = randomWallet();
    const rejected = randomWallet();
    await decide(await file(accepted), accepted.address, 'accepted', (2_500n * 10n ** 18n).toString());
    await decide(await file(rejected), rejected.address, 'rejected');
    const response = await request(ctx.app).get('/ops/appeals/export.csv').set(...bearer(operatorToken)).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const parsed = parseEligibilityCsv(response.text);
    expect(parsed.errors).toEqual([]);
    const byAddress = new Map(parsed.rows.map((row) => [row.address.toLowerCase(), row.amount]));
    expect(byAddress.get(accepted.address.toLowerCase())).toBe(2_500n * 10n ** 18n);
    expect(byAddress.has(rejected.address.toLowerCase())).toBe(false);
  });
});
