// Writes the API tests' embedded template (a migrated, empty database's data folder) to the file
// named by its argument, once per run: scripts/test.mjs passes it on as FRONTDESK_TEST_TEMPLATE.
import { writeFile } from 'node:fs/promises';
import { embeddedTemplate } from '../db/database';

const file = process.argv[2];
if (!file) throw new Error('usage: writeTemplate.ts <file>');
await writeFile(file, Buffer.from(await (await embeddedTemplate()).arrayBuffer()));
