import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderAt } from '../testing';
import { Button, Input } from './antd';
import { FocusPopover } from './FocusPopover';

/** A note set in a popover from its button, as a page writes it. */
function NoteButton() {
  const [note, setNote] = useState('');
  return (
    <>
      <FocusPopover content={<Input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />}>
        <Button>{note || 'Add a note'}</Button>
      </FocusPopover>
      <Button>Elsewhere</Button>
    </>
  );
}

describe('FocusPopover', () => {
  it('opens from its button by the keyboard with its field focused, and gives focus back to the button on Enter and on Escape', async () => {
    const user = userEvent.setup();
    renderAt(<NoteButton />, '/');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a note' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await user.keyboard('Wax');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wax' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wax' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('leaves focus where a click elsewhere puts it', async () => {
    const user = userEvent.setup();
    renderAt(<NoteButton />, '/');
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
