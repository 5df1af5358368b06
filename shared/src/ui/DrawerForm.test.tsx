import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '../api/client';
import { useApiMutation, type ApiMutation } from '../data/useApiMutation';
import { fieldProblem, held, json, problem, renderAt, serveApi } from '../testing';
import { Button, Input } from './antd';
import { Form } from './antdMore';
import { DrawerForm } from './DrawerForm';

type Values = { name: string; capacity: string; note: string };
type Saved = { id: string };

/**
 * A room's settings in a side panel, as a feature writes them: the API's `name` shown under the Name
 * field. Two single-line fields, so the browser's own implicit submission plays no part.
 */
function RoomDrawer({ save, onClose }: { save: ApiMutation<Saved, Values>; onClose: () => void }) {
  return (
    <DrawerForm
      title="Edit the room"
      submitText="Save"
      cancelText="Cancel"
      mutation={save}
      initialValues={{ name: 'Blue room', capacity: '4', note: '' }}
      transform={({ name, capacity, note }) => ({ name: name.trim(), capacity, note })}
      fieldOf={(field) => (field === 'name' ? field : null)}
      failure={(reason) => `The room was not saved: ${reason}`}
      onClose={onClose}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="capacity" label="Capacity">
        <Input />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <Input.TextArea />
      </Form.Item>
    </DrawerForm>
  );
}

/** A page with a button that opens the panel; its change closes it when done. */
function RoomPage() {
  const [open, setOpen] = useState(false);
  const save = useApiMutation({
    mutationFn: (values: Values) => api.post('api/rooms/r1', { json: values }).json<Saved>(),
    failureToast: false,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit room</Button>
      {open && <RoomDrawer save={save} onClose={() => setOpen(false)} />}
    </>
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());

/** Opens the panel from the page's button; the panel. */
async function openPanel() {
  await user.click(screen.getByRole('button', { name: 'Edit room' }));
  return screen.findByRole('dialog', { name: 'Edit the room' });
}

describe('DrawerForm', () => {
  it('sends the checked values, transformed, on Enter in a single-line field, and closes when done', async () => {
    const server = serveApi({ 'POST /api/rooms/r1': json({ id: 'r1' }) });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, ' Green room {Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/rooms/r1')).toHaveLength(1));
    expect(server.callsTo('POST /api/rooms/r1')[0]?.body).toEqual({ name: 'Green room', capacity: '4', note: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends from the submit button at its foot, after Cancel', async () => {
    const server = serveApi({ 'POST /api/rooms/r1': json({ id: 'r1' }) });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    const buttons = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Save']);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST /api/rooms/r1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('writes a new line on Enter in a textarea and sends nothing', async () => {
    const server = serveApi({ 'POST /api/rooms/r1': json({ id: 'r1' }) });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    const note = within(panel).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'first{Enter}second');
    expect(note).toHaveValue('first\nsecond');
    expect(server.callsTo('POST /api/rooms/r1')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit the room' })).toBeInTheDocument();
  });

  it('checks the fields first: a missing value is said under its field and nothing is sent', async () => {
    const server = serveApi({ 'POST /api/rooms/r1': json({ id: 'r1' }) });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    await user.clear(within(panel).getByRole('textbox', { name: 'Name' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Enter a name')).toBeInTheDocument();
    expect(server.callsTo('POST /api/rooms/r1')).toHaveLength(0);
  });

  it('sends once while the change is on its way: a second Enter or click is ignored, Cancel, Escape and the close button wait', async () => {
    const answer = held();
    const server = serveApi({ 'POST /api/rooms/r1': answer.reply });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    await user.type(name, '{Enter}{Enter}');
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(name).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: /Save/ }));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Edit the room' })).toBeInTheDocument();
    answer.answer(json({ id: 'r1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/rooms/r1')).toHaveLength(1);
  });

  it('puts the API’s refusal of a field under that field, and keeps the panel open', async () => {
    serveApi({ 'POST /api/rooms/r1': fieldProblem({ name: 'taken' }) });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This is already taken'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).queryByText(/The room was not saved/)).not.toBeInTheDocument();
  });

  it('says a refusal no field shows, or a failure, in the alert above the buttons', async () => {
    const server = serveApi({ 'POST /api/rooms/r1': fieldProblem({ capacity: 'invalid_value' }) });
    renderAt(<RoomPage />);
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The room was not saved: This value is not allowed');
    server.routes['POST /api/rooms/r1'] = problem(500, 'internal');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('The room was not saved: Something went wrong on our side. Try again in a moment.'),
    );
  });

  it('starts afresh each time it opens: the first values, no earlier refusal', async () => {
    serveApi({ 'POST /api/rooms/r1': problem(500, 'internal') });
    renderAt(<RoomPage />);
    let panel = await openPanel();
    await user.type(within(panel).getByRole('textbox', { name: 'Name' }), ' upstairs');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    panel = await openPanel();
    expect(within(panel).getByRole('textbox', { name: 'Name' })).toHaveValue('Blue room');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives focus back to the button that opened it, on Cancel, on Escape and once the change is done', async () => {
    serveApi({ 'POST /api/rooms/r1': json({ id: 'r1' }) });
    renderAt(<RoomPage />);
    const opener = screen.getByRole('button', { name: 'Edit room' });
    let panel = await openPanel();
    expect(opener).not.toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    panel = await openPanel();
    await user.type(within(panel).getByRole('textbox', { name: 'Name' }), '{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
