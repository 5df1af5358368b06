import PDFDocument from 'pdfkit';
import { moneyText } from '../http/money';
import type { Transaction } from '../modules/money/schemas';
import type { Invoice, InvoiceLine } from '../modules/invoices/schemas';
import { momentInZone } from '../lib/zone';
import { customerTexts } from './texts';

// The page both documents are laid out on (docs/decisions/0022-pdf.md): A4, pdfkit's built-in
// Helvetica (no font file to ship; it covers Latin-1, so English and Spanish names), a heading, label
// and value pairs, a table that breaks across pages with its header repeated, and totals aligned right.

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const GAP = 6;
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** Renders a document into one buffer (a PDF is a few kilobytes: no need to stream it to the client). */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Producer: 'Frontdesk', Creator: 'Frontdesk' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;
const bottom = (doc: Pdf) => doc.page.height - MARGIN;

/** A new page when `height` does not fit below the cursor. */
function room(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** The business's name, then the document's title with its facts on the right (label: value). */
export function heading(doc: Pdf, businessName: string, title: string, facts: [string, string][]) {
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(businessName, MARGIN, MARGIN, { width });
  doc.moveDown(0.3);
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(title, MARGIN, top, { width: width / 2 });
  const titleBottom = doc.y;
  doc.y = top;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN + width / 2, y, { width: width / 6 });
    doc.fillColor('black').text(value, MARGIN + (width * 2) / 3, y, { width: width / 3, align: 'right' });
  }
  doc.y = Math.max(doc.y, titleBottom) + GAP * 2;
  rule(doc);
}

/** A line the reader must not miss ("test mode"), in bold under the heading, set apart from what follows. */
export function notice(doc: Pdf, text: string) {
  room(doc, 30);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.8);
}

/** A labelled block of lines ("Bill to" and the contact's name and address). */
export function block(doc: Pdf, label: string, lines: string[]) {
  const shown = lines.filter(Boolean);
  if (shown.length === 0) return;
  room(doc, 14 * (shown.length + 1));
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(MUTED)
    .text(label.toUpperCase(), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.font('Helvetica').fontSize(11).fillColor('black');
  for (const line of shown) doc.text(line, { width: contentWidth(doc) });
  doc.moveDown(0.8);
}

/** A section's title. */
export function sectionTitle(doc: Pdf, title: string) {
  room(doc, 40);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('black')
    .text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function rule(doc: Pdf) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += GAP;
}

export type Column = { label: string; share: number; align?: 'left' | 'right' };

/** A table: the first column wraps, a row never splits, and a page break repeats the header. */
export function table(doc: Pdf, columns: Column[], rows: string[][]) {
  const width = contentWidth(doc);
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (width * c.share) / total);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const drawRow = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(bold ? MUTED : 'black');
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - GAP })));
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, xs[i]!, y, { width: widths[i]! - GAP, align: columns[i]!.align ?? 'left' }));
    doc.y = y + height + GAP / 2;
    return height;
  };
  const header = () => {
    drawRow(
      columns.map((c) => c.label),
      true,
    );
    rule(doc);
  };
  room(doc, 60);
  header();
  for (const row of rows) {
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - GAP })));
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      header();
    }
    drawRow(row, false);
  }
  rule(doc);
}

export type TotalRow = { label: string; value: string; strong?: boolean };

/** Totals, right-aligned: label and amount, the emphasized ones bold. */
export function totals(doc: Pdf, rows: TotalRow[]) {
  const width = contentWidth(doc);
  room(doc, rows.length * 16);
  for (const { label, value, strong } of rows) {
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor('black');
    doc.text(label, MARGIN + width / 2, y, { width: width / 4 });
    // as wide as a table's last column, so the amounts line up with the lines' totals
    doc.text(value, MARGIN + (width * 3) / 4, y, { width: width / 4 - GAP, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.moveDown(0.5);
}

/** A paragraph (a note, the thanks). */
export function paragraph(doc: Pdf, text: string, options: { muted?: boolean; align?: 'left' | 'center' } = {}) {
  if (!text) return;
  room(doc, 30);
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(options.muted ? MUTED : 'black')
    .text(text, MARGIN, doc.y, { width: contentWidth(doc), align: options.align ?? 'left' });
}

const SIGNATURE_WIDTH = 300;

/**
 * A signature in a ruled box: its strokes (points from 0 to 1 across and down a pad `aspect` times
 * as wide as high) drawn as vector paths, a stroke of one point as a dot.
 */
export function signatureBox(doc: Pdf, strokes: [number, number][][], aspect: number) {
  const width = SIGNATURE_WIDTH;
  const height = width / aspect;
  room(doc, height + GAP * 2);
  const left = MARGIN;
  const top = doc.y + GAP;
  doc.save();
  doc.rect(left, top, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.lineWidth(1.6).lineCap('round').lineJoin('round').strokeColor('black').fillColor('black');
  const at = ([x, y]: [number, number]): [number, number] => [left + x * width, top + y * height];
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.map(at);
    if (!first) continue;
    if (rest.length === 0) {
      doc.circle(first[0], first[1], 0.9).fill();
      continue;
    }
    doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) doc.lineTo(x, y);
    doc.stroke();
  }
  doc.restore();
  doc.x = MARGIN;
  doc.y = top + height + GAP;
}

// ---- what both documents show alike

const t = customerTexts;

/** A day as the customer reads it (UTC: the business's time zone is not stored yet). */
export const dayText = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
/** A moment on the business's clock, its zone named ("Nov 27, 2026, 3:05 PM Central Time (Chicago)"). */
export const momentText = (iso: string, timeZone: string) => momentInZone(iso, timeZone);

const percentText = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)} %`;

/** An invoice's lines: quantity, unit price, the line's discounts, its tax (rate and amount), its total with tax. */
export function lineTable(doc: Pdf, lines: InvoiceLine[], currency: string) {
  const money = (minor: number) => moneyText(minor, currency);
  table(
    doc,
    [
      { label: t.lines.description, share: 34 },
      { label: t.lines.quantity, share: 7, align: 'right' },
      { label: t.lines.unit, share: 15, align: 'right' },
      { label: t.lines.discount, share: 14, align: 'right' },
      { label: t.lines.tax, share: 15, align: 'right' },
      { label: t.lines.total, share: 15, align: 'right' },
    ],
    lines.map((line) => {
      const discount = line.discountMinor + line.orderDiscountMinor;
      return [
        [line.name, line.variant].filter(Boolean).join(' · ') + (line.sku ? `\n${line.sku}` : ''),
        String(line.quantity),
        money(line.unitPriceMinor),
        // a hyphen: the built-in font has no minus sign
        discount > 0 ? `-${money(discount)}` : '',
        line.taxRateBp > 0 ? `${money(line.taxMinor)}\n${percentText(line.taxRateBp)}` : '',
        money(line.totalMinor),
      ];
    }),
  );
}

/** How a payment was made, as the customer reads it. */
export function tenderText(payment: Transaction) {
  if (payment.tender === 'card') {
    const brand = payment.cardBrand ?? '';
    return t.payments.card(brand.charAt(0).toUpperCase() + brand.slice(1), payment.cardLast4 ?? '');
  }
  if (payment.tender === 'check' && payment.checkNumber) return t.payments.check(payment.checkNumber);
  return t.payments.tenders[payment.tender];
}

/** What a transaction moved, signed: money given back (a refund, a deposit returned) is negative. */
export const signedMinor = (payment: Pick<Transaction, 'kind' | 'amountMinor'>) =>
  payment.kind === 'refund' || payment.kind === 'deposit_refund' ? -payment.amountMinor : payment.amountMinor;

/** A payment's line on a receipt or in a mail: its tender, and what it was when not a payment ("Refund: Cash"). */
export const paymentLabel = (payment: Transaction) => t.payments.kinds[payment.kind](tenderText(payment));

/** A receipt's title by its transaction's kind: "Receipt #12", "Refund receipt #13", "Deposit receipt #14". */
export const receiptTitle = (transaction: Pick<Transaction, 'kind'> & { number: number }) => t.receipt.titles[transaction.kind](transaction.number);

/** The payments of an invoice: when (on the business's clock), which receipt, how, how much. */
export function paymentTable(doc: Pdf, payments: Transaction[], timeZone: string) {
  sectionTitle(doc, t.payments.title);
  if (payments.length === 0) {
    paragraph(doc, t.payments.none, { muted: true });
    return;
  }
  table(
    doc,
    [
      { label: t.payments.date, share: 30 },
      { label: t.payments.receipt, share: 15 },
      { label: t.payments.tender, share: 35 },
      { label: t.payments.amount, share: 20, align: 'right' },
    ],
    payments.map((p) => [momentText(p.createdAt, timeZone), `#${p.number ?? ''}`, paymentLabel(p), moneyText(signedMinor(p), p.currency)]),
  );
}

/** A sale's totals as both documents show them: subtotal, discounts and tip when any, tax, total (bold). */
export function saleTotals(invoice: Invoice): TotalRow[] {
  const money = (minor: number) => moneyText(minor, invoice.currency);
  return [
    { label: t.totals.subtotal, value: money(invoice.subtotalMinor) },
    ...(invoice.discountMinor > 0 ? [{ label: t.totals.discounts, value: `-${money(invoice.discountMinor)}` }] : []),
    { label: t.totals.tax, value: money(invoice.taxMinor) },
    ...(invoice.tipMinor > 0 ? [{ label: t.totals.tip, value: money(invoice.tipMinor) }] : []),
    { label: t.totals.total, value: money(invoice.totalMinor), strong: true },
  ];
}
