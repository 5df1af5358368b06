import type { Tenant } from '../../db/tenant';
import { ok, refuse, type Result } from '../../http/result';
import { findInvoiceRow } from '../invoices/repo';
import { loadInvoice } from '../invoices/service';
import { invoiceTransactionRows, takenByTestProcessor, transactionRows } from '../money/ledger';
import { toTransaction } from '../money/tenders';
import type { Receipt } from './schemas';

/** A transaction's receipt: the business, the transaction, its invoice and the sale's other tenders. */
export async function receiptOf(tenant: Tenant, transactionId: string, today: string): Promise<Result<Receipt>> {
  const [row] = await transactionRows(tenant, [transactionId]);
  if (!row) return refuse('not_found', 'No such transaction');
  const invoiceRow = row.invoice_id ? await findInvoiceRow(tenant, row.invoice_id) : undefined;
  const siblings = row.invoice_id ? (await invoiceTransactionRows(tenant, row.invoice_id)).filter((t) => t.id !== row.id && t.status === 'succeeded') : [];
  const { name } = await tenant.business();
  return ok({
    businessName: name,
    transaction: toTransaction(row),
    invoice: invoiceRow ? await loadInvoice(tenant, invoiceRow, today) : null,
    siblings: siblings.map(toTransaction),
    testMode: await takenByTestProcessor(tenant, [row.id, ...siblings.map((t) => t.id)]),
  });
}
