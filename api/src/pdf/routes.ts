import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../http/result';
import { calendarFile, pdfFile, problems, sendDownload, sendPdf } from '../http/responses';
import { bookingCalendarSource } from '../modules/bookings/calendarFile';
import { BookingParams } from '../modules/bookings/schemas';
import { InvoiceParams } from '../modules/invoices/schemas';
import { TransactionParams } from '../modules/payments/schemas';
import { invoicePdfSource, receiptPdfSource } from './documents';

/** The invoice and receipt PDFs and a booking's calendar file (behind requireSession, scoped to the user's business). */
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
    '/api/bookings/:bookingId/calendar.ics',
    {
      schema: {
        summary: "Download a booking's calendar file",
        description:
          'The booking as one calendar event (RFC 5545), named by the booking so a later file replaces it; a cancelled booking or a no-show cancels it. The file its customer is mailed with each change.',
        tags: ['Documents'],
        operationId: 'getBookingCalendarFile',
        params: BookingParams,
        response: { 200: calendarFile('The booking as a calendar event'), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const file = await bookingCalendarSource(req.tenant, req.params.bookingId);
      return file.ok ? sendDownload(reply, file.value.filename, file.value.contentType, await file.value.render()) : sendResult(reply, file);
    },
  );
};
