import type { Tenant } from '../../db/tenant';
import { ok, refuse, type Result } from '../../http/result';
import { findInvoiceRow } from '../invoices/repo';
import { loadInvoice } from '../invoices/service';
import { invoiceTransactionRows, takenByTestProcessor, transactionRows } from '../money/ledger';
import { toTransaction } from '../money/tenders';
import type { Transaction } from '../money/schemas';
import type { Receipt } from './schemas';

/**
 * A transaction's receipt: the business (and its zone: every time on it is on the business's clock),
 * the transaction, its invoice and the sale's other tenders and refunds. A declined card is read
 * here too, as the record of the attempt it is (no number, no other tenders): the page shows it as
 * declined; it is never printed, mailed or made a PDF (issuedReceiptOf).
 */
export async function receiptOf(tenant: Tenant, transactionId: string, today: string): Promise<Result<Receipt>> {
  const [row] = await transactionRows(tenant, [transactionId]);
  if (!row) return refuse('not_found', 'No such transaction');
  const declined = row.status === 'declined';
  const invoiceRow = row.invoice_id && !declined ? await findInvoiceRow(tenant, row.invoice_id) : undefined;
  const siblings =
    row.invoice_id && !declined ? (await invoiceTransactionRows(tenant, row.invoice_id)).filter((t) => t.id !== row.id && t.status === 'succeeded') : [];
  const { name, time_zone } = await tenant.business();
  return ok({
    businessName: name,
    timeZone: time_zone,
    transaction: toTransaction(row),
    invoice: invoiceRow ? await loadInvoice(tenant, invoiceRow, today) : null,
    siblings: siblings.map(toTransaction),
    testMode: await takenByTestProcessor(tenant, [row.id, ...siblings.map((t) => t.id)]),
  });
}

/** A receipt handed to the customer: its transaction has a receipt number. */
export type IssuedReceipt = Receipt & { transaction: Transaction & { number: number } };

const issued = (receipt: Receipt): receipt is IssuedReceipt => receipt.transaction.number !== null;

/** A receipt to print, mail or make a PDF of: a declined card is refused (a record of the attempt, never a receipt). */
export async function issuedReceiptOf(tenant: Tenant, transactionId: string, today: string): Promise<Result<IssuedReceipt>> {
  const receipt = await receiptOf(tenant, transactionId, today);
  if (!receipt.ok) return receipt;
  if (!issued(receipt.value)) return refuse('conflict', 'A declined card is a record of the attempt, not a receipt');
  return ok(receipt.value);
}
