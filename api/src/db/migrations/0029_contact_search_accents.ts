// Issue 34 §8: the contact search is accent-insensitive ("nunez" finds "Núñez", "jose" finds
// "José"). The searched text is folded as the search's needle is (lib/fold.ts): lower-cased, the
// accented Latin letters a business's customers' names carry written without their marks. A
// generated column needs an immutable expression: translate() with the letters listed (unaccent is
// not immutable, nor on every database this runs on). The list is lib/fold.ts's, frozen here.
import { sql, type Kysely } from 'kysely';

const ACCENTED = 'àáâãäåāăąèéêëēĕėęěìíîïĩīĭįòóôõöōŏőùúûüũūŭůűųñńňņçćĉċčýÿśŝşšźżžğ';
const PLAIN = 'aaaaaaaaaeeeeeeeeeiiiiiiiioooooooouuuuuuuuuunnnncccccyysssszzzg';

const statements = [
  `ALTER TABLE contacts DROP COLUMN search_text`,
  `ALTER TABLE contacts ADD COLUMN search_text text GENERATED ALWAYS AS (
     translate(lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone), '${ACCENTED}', '${PLAIN}')) STORED`,
  `CREATE INDEX contacts_search_trgm ON contacts USING gin (search_text gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
