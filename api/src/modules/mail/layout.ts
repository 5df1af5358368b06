// How the business's mail looks (every message builds its bodies from these): the HTML page, its
// paragraphs, a table of amounts, the button that opens a link, and the plain-text lines of a table.

/** What a message says: its subject, a plain-text part and an HTML part saying the same. */
export type MessageBody = { subject: string; text: string; html: string };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** a notice the reader must not miss ("test mode"); nothing when empty */
export const strongParagraph = (text: string) => (text ? `<p><strong>${escapeHtml(text)}</strong></p>` : '');

export const paragraphs = (texts: string[]) =>
  texts
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export function htmlPage(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #1f1f1f; max-width: 560px; margin: 0 auto; padding: 16px">
${body}
</body></html>`;
}

export function amountsTable(rows: [string, string, boolean?][]) {
  const cells = rows
    .map(([label, value, strong]) => {
      const style = strong ? ' style="font-weight: bold"' : '';
      return `<tr${style}><td style="padding: 2px 16px 2px 0">${escapeHtml(label)}</td><td style="text-align: right">${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" style="border-collapse: collapse">\n${cells}\n</table>`;
}

/** the table's rows as plain text, one `label: value` line each */
export const asText = (rows: [string, string, boolean?][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/** a link as a button (the pay page, a booking's manage page) */
export const linkButton = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display: inline-block; background: #1d4ed8; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: underline">${escapeHtml(label)}</a></p>`;
