import { inflateSync } from 'node:zlib';

// The text a PDF shows, for tests: each text run of its (deflated) content streams, decoded from the
// hex strings pdfkit writes with its built-in fonts (WinAnsi: Windows-1252).

// Windows-1252's 0x80–0x9F (Node's decoder reads them as Latin-1 control characters); the rest is Latin-1
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('') };

export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated content stream (a font, an image)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return runs;
}

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** How many straight segments the PDF's content streams draw (the `l` operator: a signature's strokes are drawn of them). */
export function pdfLineSegments(pdf: Buffer): number {
  const source = pdf.toString('latin1');
  let count = 0;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString('latin1');
      count += (content.match(/^[-\d.]+ [-\d.]+ l$/gm) ?? []).length;
    } catch {
      continue;
    }
  }
  return count;
}
