import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../http/result';
import { pdfFile, problems, sendPdf } from '../http/responses';
import { InvoiceParams } from '../modules/invoices/schemas';
import { TransactionParams } from '../modules/payments/schemas';
import { SignedFormParams } from '../modules/forms/schemas';
import { invoicePdfSource, receiptPdfSource, signedFormPdfSource } from './documents';

/** The invoice, receipt and signed form PDFs (behind requireSession, scoped to the user's business). */
export const pdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/invoices/:invoiceId/pdf',
    {
      schema: {
        summary: 'Download an invoice as PDF',
        description:
          "The invoice with its lines, totals, payments and balance (English, amounts in the business's currency), as an attachment named invoice-{number}.pdf.",
        tags: ['Documents'],
        operationId: 'getInvoicePdf',
        params: InvoiceParams,
        response: { 200: pdfFile('The invoice as PDF'), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const pdf = await invoicePdfSource(req.tenant, req.params.invoiceId, await req.tenant.today());
      return pdf.ok ? sendPdf(reply, pdf.value.filename, await pdf.value.render()) : sendResult(reply, pdf);
    },
  );

  app.get(
    '/api/transactions/:transactionId/receipt.pdf',
    {
      schema: {
        summary: 'Download a receipt as PDF',
        description:
          "The receipt of a transaction (the sale's lines, totals and every tender), as an attachment named receipt-{number}.pdf. A declined card is no receipt: 409.",
        tags: ['Documents'],
        operationId: 'getReceiptPdf',
        params: TransactionParams,
        response: { 200: pdfFile('The receipt as PDF'), ...problems(400, 404, 409) },
      },
    },
    async (req, reply) => {
      const pdf = await receiptPdfSource(req.tenant, req.params.transactionId, await req.tenant.today());
      return pdf.ok ? sendPdf(reply, pdf.value.filename, await pdf.value.render()) : sendResult(reply, pdf);
    },
  );

  app.get(
    '/api/signed-forms/:signedFormId/pdf',
    {
      schema: {
        summary: 'Download a signed form as PDF',
        description:
          "The form as it read when the customer signed it (its intro, each question and answer), the signer's name and the signature drawn from its strokes, as an attachment named {form}-{day}.pdf.",
        tags: ['Documents'],
        operationId: 'getSignedFormPdf',
        params: SignedFormParams,
        response: { 200: pdfFile('The signed form as PDF'), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const pdf = await signedFormPdfSource(req.tenant, req.params.signedFormId);
      return pdf.ok ? sendPdf(reply, pdf.value.filename, await pdf.value.render()) : sendResult(reply, pdf);
    },
  );
};
