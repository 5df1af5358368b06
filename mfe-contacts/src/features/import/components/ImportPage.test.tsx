import { settingsStore, type ImportJob } from '@frontdesk/shared';
import { anImportJob, chooseOption, fieldProblem, json, renderMicroAppAt, serveApi, type ApiCall } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const CSV = [
  'First Name,last_name,E-mail,Phone number,Favourite colour',
  'Ann,Lee,ann@example.com,(555) 123-4567,blue',
  'Bo,Diaz,not-an-email,,green',
  'Cy,Park,cy@example.com,5559876543,',
].join('\n');

const csvFile = (text = CSV, name = 'customers.csv', type = 'text/csv') => new File([text], name, { type });

/** A table's body rows, each as its cells' text. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const aJob = (overrides: Partial<ImportJob> = {}) =>
  anImportJob({ id: '7d1c7a52-3b0e-4a4b-9d63-0c5e2f7e8a11', duplicates: 'update', createdAt: '2025-06-10T10:00:00.000Z', ...overrides });

/** POST answers a running job; each GET the next of `progress` (the last one from then on). */
function serve(progress: ImportJob[], post: (call: ApiCall) => Response = () => json(aJob(), 202)) {
  let polls = 0;
  return serveApi({
    'POST /api/contacts/imports': post,
    [`GET /api/contacts/imports/${aJob().id}`]: () => {
      const job = progress[Math.min(polls, progress.length - 1)];
      polls += 1;
      return json(job);
    },
  });
}

const open = () => renderMicroAppAt(microApp, '/app/contacts/import');
const fileInput = () => screen.getByLabelText('CSV file');
const columnSelect = (header: string) => screen.getByRole('combobox', { name: header });
/** what a column's select shows (the text beside its input) */
const chosen = (header: string) => columnSelect(header).parentElement?.textContent;

/** Picks a field in a column's select, as a person does. */
async function choose(header: string, field: string) {
  await chooseOption(columnSelect(header), field);
  await waitFor(() => expect(chosen(header)).toBe(field));
}

async function uploadAndMap(file = csvFile()) {
  await user.upload(fileInput(), file);
  await screen.findByText('customers.csv: 3 rows');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 4: Match the columns' });
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
  settingsStore.update({ language: 'en' });
});

describe('ImportPage', () => {
  it('reads the CSV in the browser and previews its rows', async () => {
    const api = serve([]);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Import contacts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.upload(fileInput(), csvFile());
    expect(await screen.findByText('customers.csv: 3 rows')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'The first rows of customers.csv' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['First Name', 'last_name', 'E-mail', 'Phone number', 'Favourite colour']);
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getByText('not-an-email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('guesses each column’s field from its header', async () => {
    serve([]);
    open();
    await uploadAndMap();
    expect(chosen('First Name')).toBe('First name');
    expect(chosen('last_name')).toBe('Last name');
    expect(chosen('E-mail')).toBe('Email');
    expect(chosen('Phone number')).toBe('Phone');
    expect(chosen('Favourite colour')).toBe('Skip');
    expect(screen.getByRole('radio', { name: 'Skip the row' })).toBeChecked();
  });

  it('sends the mapped rows and the duplicates policy, shows the progress, then the result with the failed rows', async () => {
    const api = serve([
      aJob({ processed: 2 }),
      aJob({
        status: 'done',
        processed: 3,
        created: 1,
        updated: 0,
        skipped: 1,
        failed: 1,
        errors: [{ row: 2, fields: { email: { code: 'invalid_email', message: 'Enter a valid email address' } } }],
        skips: [{ row: 3, contactId: 'c-cy', contactName: 'Cy Park', matches: ['email'] }],
        finishedAt: '2025-06-10T10:00:02.000Z',
      }),
    ]);
    open();
    await uploadAndMap();
    await choose('Favourite colour', 'Notes');
    await user.click(screen.getByRole('radio', { name: 'Update the existing contact' }));
    await user.click(screen.getByRole('button', { name: 'Import 3 contacts' }));

    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 rows imported…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Import finished: some rows were not imported' })).toBeInTheDocument();
    const [post] = api.callsTo('POST /api/contacts/imports');
    expect(post?.body).toEqual({
      duplicates: 'update',
      rows: [
        { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(555) 123-4567', notes: 'blue' },
        { firstName: 'Bo', lastName: 'Diaz', email: 'not-an-email', notes: 'green' },
        { firstName: 'Cy', lastName: 'Park', email: 'cy@example.com', phone: '5559876543' },
      ],
    });
    expect(api.callsTo(`GET /api/contacts/imports/${aJob().id}`)).toHaveLength(2);

    for (const [title, value] of [
      ['Created', '1'],
      ['Updated', '0'],
      ['Skipped', '1'],
      ['Not imported', '1'],
    ]) {
      expect(screen.getByRole('group', { name: title })).toHaveTextContent(`${title}${value}`);
    }
    const errors = screen.getByRole('table', { name: 'Rows not imported and why' });
    expect(cellsOf(errors)).toEqual([['3', 'Bo Diaz', 'Email: Enter a valid email address']]);
    // rows counted as the file counts them (its headings are row 1), and said so
    expect(screen.getByText('Rows are numbered as in your file: its first row, the column headings, is row 1.')).toBeInTheDocument();
    // the skipped row, and the contact it already is
    const skips = screen.getByRole('table', { name: 'Rows skipped and why' });
    expect(cellsOf(skips)).toEqual([['4', 'Cy Park', 'Already a contact with this email: Cy Park']]);
    expect(within(skips).getByRole('link', { name: 'Cy Park' })).toHaveAttribute('href', '/app/contacts/c-cy');
    // a name the column cuts short (a file may hold 5,000 characters in it) is whole on hover
    expect(within(errors).getByRole('cell', { name: 'Bo Diaz' })).toHaveAttribute('title', 'Bo Diaz');
    expect(screen.getByRole('link', { name: 'Go to contacts' })).toHaveAttribute('href', '/app/contacts');
  });

  it('keeps the choices when going back and forth', async () => {
    serve([]);
    open();
    await uploadAndMap();
    await choose('Favourite colour', 'Tags');
    await user.click(screen.getByRole('radio', { name: 'Create a new contact anyway' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Choose a file' })).toHaveFocus();
    expect(screen.getByText('customers.csv: 3 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Match the columns' })).toHaveFocus();
    expect(chosen('Favourite colour')).toBe('Tags');
    expect(screen.getByRole('radio', { name: 'Create a new contact anyway' })).toBeChecked();
  });

  it('will not start without a name column, nor with a field chosen twice', async () => {
    serve([]);
    open();
    await uploadAndMap();
    await choose('Favourite colour', 'Email');
    // both columns say so
    expect(await screen.findAllByText('Email is chosen for more than one column: choose it for one only.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Import 3 contacts' })).toBeDisabled();
    await choose('Favourite colour', 'Skip');
    await choose('First Name', 'Skip');
    await choose('last_name', 'Skip');
    expect(await screen.findByText('Choose First name or Last name for a column: every contact needs a name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 3 contacts' })).toBeDisabled();
  });

  it('refuses a file that is not a CSV, and sends nothing', async () => {
    const api = serve([]);
    open();
    fireEvent.change(fileInput(), { target: { files: [csvFile('hello', 'notes.txt', 'text/plain')] } });
    expect(
      await screen.findByText('“notes.txt” is not a CSV file. Save the spreadsheet as CSV (comma-separated values) and choose that file.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file of more than 20,000 rows, and sends nothing', async () => {
    const api = serve([]);
    open();
    const rows = Array.from({ length: 20_001 }, (_, i) => `Name${i},Last${i}`);
    await user.upload(fileInput(), csvFile(['first_name,last_name', ...rows].join('\n'), 'big.csv'));
    expect(
      await screen.findByText('“big.csv” has more than 20,000 rows. Split it into files of up to 20,000 rows and import them one at a time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  it('says why the import could not start, and goes back to the columns', async () => {
    serve([], () => fieldProblem({ 'rows.0.notes': ['too_long', { limit: 5000 }] }));
    open();
    await uploadAndMap();
    await user.click(screen.getByRole('button', { name: 'Import 3 contacts' }));
    expect(await screen.findByText('The import could not start.')).toBeInTheDocument();
    // which row and field, in the user's language (never the server's English)
    expect(screen.getByText('Row 1, Notes: At most 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Match the columns' })).toBeInTheDocument();
  });

  it('tells why each row was refused in Spanish, field by field, never in the server’s English', async () => {
    serve([
      aJob({
        status: 'done',
        processed: 3,
        created: 2,
        failed: 1,
        errors: [
          {
            row: 2,
            fields: {
              email: { code: 'invalid_email', message: 'Enter a valid email address' },
              tags: { code: 'too_long', message: 'A tag has at most 40 characters', params: { limit: 40 } },
            },
          },
        ],
        finishedAt: '2025-06-10T10:00:02.000Z',
      }),
    ]);
    settingsStore.update({ language: 'es' });
    open();
    await user.upload(screen.getByLabelText('Archivo CSV'), csvFile());
    await screen.findByText('customers.csv: 3 filas');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Importar 3 contactos' }));

    const errors = await screen.findByRole('table', { name: 'Filas no importadas y por qué' });
    const [refused] = within(errors).getAllByRole('row').slice(1);
    expect(
      within(refused!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Correo electrónico: Escribe un correo electrónico válido', 'Etiquetas: Como máximo 40 caracteres']);
    expect(errors).not.toHaveTextContent('Enter a valid email address');
  });

  it('says which rows an import that stopped did not reach', async () => {
    serve([aJob({ status: 'failed', total: 3, processed: 1, created: 1, finishedAt: '2025-06-10T10:00:02.000Z' })]);
    open();
    await uploadAndMap();
    await user.click(screen.getByRole('button', { name: 'Import 3 contacts' }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: The import stopped before the end' })).toBeInTheDocument();
    expect(screen.getByText('Rows 3 to 4 were not imported: import them again.')).toBeInTheDocument();
  });
});
