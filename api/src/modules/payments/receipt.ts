import type { Tenant } from '../../db/tenant';
import { takenByTestProcessor } from './repo';
import type { ReceiptView } from './schemas';
import { receiptOf } from './service';

/**
 * A transaction's receipt as every reader gets it (GET …/receipt, its PDF, its email): what
 * receiptOf reads, and whether a card on it went through the test processor (its transactions name
 * the processor that took them, so the mark stays true after the server moves to a real one).
 */
export async function readReceipt(tenant: Tenant, transactionId: string, today: string): Promise<ReceiptView | undefined> {
  const receipt = await receiptOf(tenant, transactionId, today);
  if (!receipt) return undefined;
  const shown = [receipt.transaction, ...receipt.siblings].map((t) => t.id);
  return { ...receipt, testMode: await takenByTestProcessor(tenant, shown) };
}
