import pg from 'pg';

/** Runs one statement on its own connection to DATABASE_URL, not through the app: to watch or end the app's backends. */
export async function asAdministrator(statement: string, parameters: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(statement, parameters);
  } finally {
    await client.end();
  }
}
