// Issue 33 §5: the desk's money screens stay current (docs/decisions/0045). Every change of an
// invoice, a deposit, a transaction or a register's session (and each cash movement of a session)
// is announced on a channel every API instance listens to (as bookings' changes are: decision
// 0029), after the commit only, whichever path writes it: a sale, a payment by link, a refund, a
// deposit taken or given back, a register opened or closed, a settlement. The payload names the
// business, the topic and the changed row (a register session's register); no amount, no name.
import { sql, type Kysely } from 'kysely';

/** the tables announced, each with its topic and the column that names what changed */
const ANNOUNCED: [table: string, topic: string, idColumn: string][] = [
  ['invoices', 'invoice', 'id'],
  ['deposits', 'deposit', 'id'],
  ['transactions', 'transaction', 'id'],
  ['register_sessions', 'register', 'register_id'],
];

const statements = [
  `CREATE FUNCTION money_changed_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('frontdesk_money', json_build_object('businessId', NEW.business_id, 'topic', TG_ARGV[0], 'id', to_jsonb(NEW) ->> TG_ARGV[1])::text);
  RETURN NULL;
END $$`,
  ...ANNOUNCED.map(
    ([table, topic, idColumn]) =>
      `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION money_changed_notice('${topic}', '${idColumn}')`,
  ),
  // a cash movement changes its register's drawer: announced as its register's change
  `CREATE FUNCTION cash_moved_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('frontdesk_money', json_build_object('businessId', NEW.business_id, 'topic', 'register', 'id',
    (SELECT register_id FROM register_sessions WHERE id = NEW.session_id))::text);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER cash_movements_changed AFTER INSERT ON cash_movements FOR EACH ROW EXECUTE FUNCTION cash_moved_notice()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
