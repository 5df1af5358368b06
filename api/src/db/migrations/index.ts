import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_businesses_users_sessions';
import * as m0002 from './0002_contacts_domain';
import * as m0003 from './0003_tenant_foreign_keys';
import * as m0004 from './0004_jobs';
import * as m0005 from './0005_import_error_codes';
import * as m0006 from './0006_import_rows_as_text';
import * as m0007 from './0007_sign_in_attempts';
import * as m0008 from './0008_signpad_exit_failures';
import * as m0009 from './0009_audit_events';
import * as m0010 from './0010_known_devices';
import * as m0011 from './0011_money';
import * as m0012 from './0012_outbox';
import * as m0013 from './0013_report_indexes';
import * as m0014 from './0014_cash_deposit_movements';
import * as m0015 from './0015_bookings';
import * as m0016 from './0016_deposit_links_and_waitlist';
import * as m0017 from './0017_processor_calls';
import * as m0018 from './0018_public_booking_abuse';
import * as m0019 from './0019_figures_in_range';
import * as m0021 from './0021_session_ended_notice';
import * as m0022 from './0022_declines_have_no_receipt_number';
import * as m0023 from './0023_team_logins';
import * as m0024 from './0024_invoice_terms';
import * as m0025 from './0025_money_changed_notice';
import * as m0026 from './0026_transactions_contact';
import * as m0027 from './0027_time_off_through';
import * as m0028 from './0028_booking_corrections';
import * as m0029 from './0029_contact_search_accents';
import * as m0030 from './0030_deposit_on_cancel';
import * as m0031 from './0031_contact_merge';
import * as m0032 from './0032_import_skips';
import * as m0033 from './0033_digital_forms';
import * as m0034 from './0034_moves_outside_hours';
import * as m0035 from './0035_booking_page_identity';
import * as m0036 from './0036_mailbox';
import * as m0037 from './0037_chat';
import * as m0038 from './0038_kanban_and_projects';
import * as m0039 from './0039_staff_posts';
import * as m0040 from './0040_rate_limits';

// Every migration, by name, applied in name order and once (Kysely's Migrator records them in
// kysely_migration). Add a file and a line here; never edit a migration that has shipped.
export const migrations: Record<string, Migration> = {
  '0001_businesses_users_sessions': m0001,
  '0002_contacts_domain': m0002,
  '0003_tenant_foreign_keys': m0003,
  '0004_jobs': m0004,
  '0005_import_error_codes': m0005,
  '0006_import_rows_as_text': m0006,
  '0007_sign_in_attempts': m0007,
  '0008_signpad_exit_failures': m0008,
  '0009_audit_events': m0009,
  '0010_known_devices': m0010,
  '0011_money': m0011,
  '0012_outbox': m0012,
  '0013_report_indexes': m0013,
  '0014_cash_deposit_movements': m0014,
  '0015_bookings': m0015,
  '0016_deposit_links_and_waitlist': m0016,
  '0017_processor_calls': m0017,
  '0018_public_booking_abuse': m0018,
  '0019_figures_in_range': m0019,
  '0021_session_ended_notice': m0021,
  '0022_declines_have_no_receipt_number': m0022,
  '0023_team_logins': m0023,
  '0024_invoice_terms': m0024,
  '0025_money_changed_notice': m0025,
  '0026_transactions_contact': m0026,
  '0027_time_off_through': m0027,
  '0028_booking_corrections': m0028,
  '0029_contact_search_accents': m0029,
  '0030_deposit_on_cancel': m0030,
  '0031_contact_merge': m0031,
  '0032_import_skips': m0032,
  '0033_digital_forms': m0033,
  '0034_moves_outside_hours': m0034,
  '0035_booking_page_identity': m0035,
  '0036_mailbox': m0036,
  '0037_chat': m0037,
  '0038_kanban_and_projects': m0038,
  '0039_staff_posts': m0039,
  '0040_rate_limits': m0040,
};
