import { MAX_ROWS, readCsv } from './parseCsv';

const file = (text: string, name = 'contacts.csv', type = 'text/csv') => new File([text], name, { type });

describe('readCsv', () => {
  it('reads the header row and the rows, one cell per header', async () => {
    const result = await readCsv(file('\ufeffFirst Name , Email\r\nAnn,ann@example.com\r\n"Lee, Bo",\r\n\r\n'));
    expect(result).toEqual({
      ok: true,
      csv: {
        fileName: 'contacts.csv',
        headers: ['First Name', 'Email'],
        rows: [
          ['Ann', 'ann@example.com'],
          ['Lee, Bo', ''],
        ],
      },
    });
  });

  it('takes a .csv whatever type the browser gives it (Excel’s CSVs)', async () => {
    expect((await readCsv(file('a\n1', 'export.CSV', 'application/vnd.ms-excel'))).ok).toBe(true);
  });

  it('refuses what is not a CSV', async () => {
    expect(await readCsv(file('a\n1', 'contacts.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).toEqual({
      ok: false,
      problem: 'notCsv',
    });
  });

  it('refuses a file without rows under the header', async () => {
    expect(await readCsv(file('first_name,last_name\n'))).toEqual({ ok: false, problem: 'noRows' });
  });

  it('refuses more than 20,000 rows', async () => {
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `n${i}`);
    expect(await readCsv(file(['name', ...rows].join('\n')))).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('takes exactly 20,000 rows', async () => {
    const rows = Array.from({ length: MAX_ROWS }, (_, i) => `n${i}`);
    const result = await readCsv(file(['name', ...rows].join('\n')));
    expect(result.ok && result.csv.rows.length).toBe(MAX_ROWS);
  });
});
