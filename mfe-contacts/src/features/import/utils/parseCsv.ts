/** The most rows one import takes (the API's limit too). */
export const MAX_ROWS = 20_000;

/** A CSV read in the browser: its header row and data rows, each row one cell per header. */
export type ParsedCsv = { fileName: string; headers: string[]; rows: string[][] };

export type CsvProblem = 'notCsv' | 'tooMany' | 'noRows' | 'unreadable';
export type CsvResult = { ok: true; csv: ParsedCsv } | { ok: false; problem: CsvProblem };

/** A .csv name, or a CSV type (browsers give Excel's CSVs either). */
export function looksLikeCsv(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/**
 * Reads a CSV file with papaparse (fetched with the first file, not with the page): the first row
 * names the columns. Reading stops past MAX_ROWS, so a huge file is refused without being parsed whole.
 */
export async function readCsv(file: File): Promise<CsvResult> {
  if (!looksLikeCsv(file)) return { ok: false, problem: 'notCsv' };
  let text: string;
  try {
    text = (await readText(file)).replace(/^\ufeff/, '');
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const papaparse = await import('papaparse');
  // papaparse is CommonJS: its functions are on the namespace or on its default, depending on the bundler
  const parse = papaparse.parse ?? (papaparse as unknown as { default: typeof papaparse }).default.parse;
  // the header row, MAX_ROWS rows, and one more to tell a file that has too many
  const result = parse<string[]>(text, { skipEmptyLines: 'greedy', preview: MAX_ROWS + 2 });
  const [head, ...body] = result.data;
  const headers = (head ?? []).map((cell) => String(cell ?? '').trim());
  if (!headers.some(Boolean)) return { ok: false, problem: 'unreadable' };
  if (body.length > MAX_ROWS) return { ok: false, problem: 'tooMany' };
  if (body.length === 0) return { ok: false, problem: 'noRows' };
  const rows = body.map((cells) => headers.map((_, i) => String(cells[i] ?? '')));
  return { ok: true, csv: { fileName: file.name, headers, rows } };
}
