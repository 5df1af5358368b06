// Makes the API tests' template database once per run, so that each test database is a copy of a
// migrated one instead of running every migration again (scripts/test.mjs):
// - `writeTemplate.ts <file>`: the embedded one, a migrated empty data folder, written to <file>
//   (passed on as FRONTDESK_TEST_TEMPLATE);
// - `writeTemplate.ts --postgres <name>`: a migrated database <name> on DATABASE_URL's server
//   (passed on as FRONTDESK_TEST_TEMPLATE_DATABASE; `--drop <name>` removes it after the run).
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { embeddedTemplate, migratePostgresTemplate } from '../db/database';

const [first, name] = process.argv.slice(2);
if (first === '--postgres' || first === '--drop') {
  const url = process.env.DATABASE_URL;
  if (!url || !name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: DATABASE_URL=… writeTemplate.ts --postgres|--drop <name>');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    if (first === '--postgres') {
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      await migratePostgresTemplate(target.toString());
    }
  } finally {
    await admin.end();
  }
} else if (first) {
  await writeFile(first, Buffer.from(await (await embeddedTemplate()).arrayBuffer()));
} else {
  throw new Error('usage: writeTemplate.ts <file> | --postgres <name> | --drop <name>');
}
