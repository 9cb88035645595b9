import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const name = process.env['API_TEST_DATABASE_NAME'];
  if (!adminUrl || !name) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
