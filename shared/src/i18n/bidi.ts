// Right-to-left that keeps numbers whole (issue 33 §3). In an rtl page an English or Spanish value
// is a run of left-to-right text inside a right-to-left line, and the bidi algorithm reorders its
// pieces: "(555) 700-0001" reads "700-0001 (555)", "9:45 AM" reads "AM 9:45", "-$12.65" has its
// minus on the far side. A value wrapped in a first-strong isolate (FSI … PDI) is laid out on its
// own, in the direction of its own first letter (left-to-right when it has none, as an amount), and
// placed in the line as one piece. The formatters of pages (useFormat) and the texts (i18n) isolate
// what they give in rtl; ltr pages, mail and PDFs get the text unchanged.

/** FIRST STRONG ISOLATE: the text up to the matching PDI takes the direction of its first letter. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: closes an isolate. */
export const PDI = '\u2069';

/** `text` as one piece of its own direction inside a line of the other; nothing when it is empty. */
export function isolate(text: string): string {
  return text ? `${FSI}${text}${PDI}` : text;
}

/** `text` without the isolates added to it (to compare or to edit what a formatter gave). */
export function unisolate(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
