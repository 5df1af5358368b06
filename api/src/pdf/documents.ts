import type { MailAttachment } from '../db/schema';
import type { Tenant } from '../db/tenant';
import { ok, refuse, type Result } from '../http/result';
import { findInvoiceRow } from '../modules/invoices/repo';
import { loadInvoice } from '../modules/invoices/service';
import { invoiceTransactionRows, takenByTestProcessor } from '../modules/money/ledger';
import { issuedReceiptOf } from '../modules/payments/receipts';
import { toTransaction } from '../modules/money/tenders';
import { invoicePdf, type InvoiceDocument } from './invoicePdf';
import { receiptPdf } from './receiptPdf';
import { findSignedForm } from '../modules/forms/repo';
import { isoDateTime } from '../http/problem';
import { signedFormPdf } from './signedFormPdf';

// What each PDF shows, read from the business's own rows (a row of another business is not found),
// and its file name. The download routes and the mail sender (attachments are rendered when sent)
// both come through here.

/** A PDF ready to render: its file name, and the data it shows already read (rendering needs no database). */
export type PdfSource = { filename: string; render: () => Promise<Buffer> };

export const invoiceFilename = (number: number) => `invoice-${number}.pdf`;
export const receiptFilename = (number: number) => `receipt-${number}.pdf`;

/** An invoice with the payments made on it (succeeded ones, in order). */
export async function invoiceDocument(tenant: Tenant, invoiceId: string, today: string): Promise<Result<InvoiceDocument>> {
  const row = await findInvoiceRow(tenant, invoiceId);
  if (!row) return refuse('not_found', 'No such invoice');
  const [invoice, transactions, business] = await Promise.all([loadInvoice(tenant, row, today), invoiceTransactionRows(tenant, invoiceId), tenant.business()]);
  const payments = transactions.filter((t) => t.kind === 'payment' && t.status === 'succeeded').map(toTransaction);
  const testMode = await takenByTestProcessor(
    tenant,
    payments.map((p) => p.id),
  );
  return ok({ businessName: business.name, timeZone: business.time_zone, invoice, payments, testMode });
}

export async function invoicePdfSource(tenant: Tenant, invoiceId: string, today: string): Promise<Result<PdfSource>> {
  const document = await invoiceDocument(tenant, invoiceId, today);
  if (!document.ok) return document;
  return ok({ filename: invoiceFilename(document.value.invoice.number), render: () => invoicePdf(document.value) });
}

export async function receiptPdfSource(tenant: Tenant, transactionId: string, today: string): Promise<Result<PdfSource>> {
  const receipt = await issuedReceiptOf(tenant, transactionId, today);
  if (!receipt.ok) return receipt;
  return ok({ filename: receiptFilename(receipt.value.transaction.number), render: () => receiptPdf(receipt.value) });
}

/** a signed form's file name: the form's name without its accents (sendPdf makes it safe), and the day it was signed */
export const signedFormFilename = (formName: string, signedAt: string) =>
  `${formName.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()}-${signedAt.slice(0, 10)}.pdf`;

/** A signed form as it was signed: the form as it read then, the answers, the signer and the signature. */
export async function signedFormPdfSource(tenant: Tenant, signedFormId: string): Promise<Result<PdfSource>> {
  const [row, business] = await Promise.all([findSignedForm(tenant, signedFormId), tenant.business()]);
  if (!row) return refuse('not_found', 'No such signed form');
  const signedAt = isoDateTime(row.signed_at);
  const document = {
    businessName: business.name,
    timeZone: business.time_zone,
    formName: row.form_name,
    version: row.template_version,
    intro: row.intro,
    fields: row.fields,
    answers: row.answers,
    contactName: row.contact_name,
    signerName: row.signer_name,
    signedAt,
    signature: row.signature,
  };
  return ok({ filename: signedFormFilename(row.form_name, signedAt), render: () => signedFormPdf(document) });
}

/** An outbox attachment's source, read now from its invoice or transaction; undefined when that is gone. */
export async function pdfAttachmentSource(tenant: Tenant, attachment: MailAttachment, today: string): Promise<PdfSource | undefined> {
  const source =
    attachment.kind === 'invoice_pdf' ? await invoicePdfSource(tenant, attachment.id, today) : await receiptPdfSource(tenant, attachment.id, today);
  return source.ok ? source.value : undefined;
}
