import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '../api/client';
import { useApiMutation, type ApiMutation } from '../data/useApiMutation';
import { fieldProblem, held, json, problem, renderAt, serveApi } from '../testing';
import { Button, Input } from './antd';
import { Form } from './antdMore';
import { ModalForm } from './ModalForm';

type Values = { name: string; colour: string; note: string };
type Saved = { id: string };

/**
 * A rename dialog as a feature writes it: the API's `name` shown under the Name field. Two single-line
 * fields, so the browser's own implicit submission (one field, no submit button) plays no part.
 */
function RenameModal({ save, onClose }: { save: ApiMutation<Saved, Values>; onClose: () => void }) {
  return (
    <ModalForm
      title="Rename the tag"
      submitText="Rename"
      cancelText="Cancel"
      mutation={save}
      initialValues={{ name: 'Red', colour: '#f00', note: '' }}
      transform={({ name, colour, note }) => ({ name: name.trim(), colour, note })}
      fieldOf={(field) => (field === 'name' ? field : null)}
      failure={(reason) => `The tag was not renamed: ${reason}`}
      onClose={onClose}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="colour" label="Colour">
        <Input />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input.TextArea />
      </Form.Item>
    </ModalForm>
  );
}

/** A page with a button that opens the dialog; its change closes it when done. */
function TagPage() {
  const [open, setOpen] = useState(false);
  const save = useApiMutation({
    mutationFn: (values: Values) => api.post('api/tags/t1', { json: values }).json<Saved>(),
    failureToast: false,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename tag</Button>
      {open && <RenameModal save={save} onClose={() => setOpen(false)} />}
    </>
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());

/** Opens the dialog from the page's button; the dialog. */
async function openDialog() {
  await user.click(screen.getByRole('button', { name: 'Rename tag' }));
  return screen.findByRole('dialog', { name: 'Rename the tag' });
}

describe('ModalForm', () => {
  it('sends the checked values, transformed, on Enter in a single-line field, and closes when done', async () => {
    const server = serveApi({ 'POST /api/tags/t1': json({ id: 't1' }) });
    renderAt(<TagPage />);
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, ' Blue {Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/tags/t1')).toHaveLength(1));
    expect(server.callsTo('POST /api/tags/t1')[0]?.body).toEqual({ name: 'Blue', colour: '#f00', note: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('writes a new line on Enter in a textarea and sends nothing', async () => {
    const server = serveApi({ 'POST /api/tags/t1': json({ id: 't1' }) });
    renderAt(<TagPage />);
    const dialog = await openDialog();
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'first{Enter}second');
    expect(note).toHaveValue('first\nsecond');
    expect(server.callsTo('POST /api/tags/t1')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Rename the tag' })).toBeInTheDocument();
  });

  it('checks the fields first: a missing value is said under its field and nothing is sent', async () => {
    const server = serveApi({ 'POST /api/tags/t1': json({ id: 't1' }) });
    renderAt(<TagPage />);
    const dialog = await openDialog();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(server.callsTo('POST /api/tags/t1')).toHaveLength(0);
  });

  it('sends once while the change is on its way: a second Enter or click is ignored, Cancel and Escape wait', async () => {
    const answer = held();
    const server = serveApi({ 'POST /api/tags/t1': answer.reply });
    renderAt(<TagPage />);
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, '{Enter}{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(name).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: /Rename/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rename the tag' })).toBeInTheDocument();
    answer.answer(json({ id: 't1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/tags/t1')).toHaveLength(1);
  });

  it('puts the API’s refusal of a field under that field, and keeps the dialog open', async () => {
    serveApi({ 'POST /api/tags/t1': fieldProblem({ name: 'taken' }) });
    renderAt(<TagPage />);
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This is already taken'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/The tag was not renamed/)).not.toBeInTheDocument();
  });

  it('says a refusal no field shows, or a failure, in the alert above the buttons', async () => {
    const server = serveApi({ 'POST /api/tags/t1': fieldProblem({ colour: 'invalid_value' }) });
    renderAt(<TagPage />);
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The tag was not renamed: This value is not allowed');
    server.routes['POST /api/tags/t1'] = problem(500, 'internal');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The tag was not renamed: Something went wrong on our side. Try again in a moment.'),
    );
  });

  it('starts afresh each time it opens: the first values, no earlier refusal', async () => {
    serveApi({ 'POST /api/tags/t1': problem(500, 'internal') });
    renderAt(<TagPage />);
    let dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'dish');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Red');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives focus back to the button that opened it, on Cancel and once the change is done', async () => {
    serveApi({ 'POST /api/tags/t1': json({ id: 't1' }) });
    renderAt(<TagPage />);
    const opener = screen.getByRole('button', { name: 'Rename tag' });
    let dialog = await openDialog();
    expect(opener).not.toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
