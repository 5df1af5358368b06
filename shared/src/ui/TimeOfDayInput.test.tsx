import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parseTimeOfDay } from '../format/timeOfDay';
import { settingsStore } from '../settings/settingsStore';
import { renderAt } from '../testing/render';
import { TimeOfDayInput } from './TimeOfDayInput';

/** The field as a form holds it: its value shown beside it. */
function Field({ end, initial = '' }: { end?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeOfDayInput aria-label="Starts" end={end} value={value} onChange={setValue} />
      <output aria-label="form value">{value || 'none'}</output>
    </>
  );
}

afterEach(() => settingsStore.update({ language: 'en' }));

describe('parseTimeOfDay', () => {
  it('reads a time as people type it, on either clock', () => {
    const read: [string, string | null][] = [
      ['9', '09:00'],
      ['930', '09:30'],
      ['09:30', '09:30'],
      ['9.30', '09:30'],
      ['21:05', '21:05'],
      ['9am', '09:00'],
      ['9:30 PM', '21:30'],
      ['9:30\u202fPM', '21:30'],
      ['9:30 p. m.', '21:30'],
      ['12 am', '00:00'],
      ['12 pm', '12:00'],
      ['24:00', null],
      ['13 pm', null],
      ['9:75', null],
      ['noon', null],
      ['', null],
    ];
    expect(read.map(([text]) => [text, parseTimeOfDay(text)])).toEqual(read);
  });

  it('takes midnight as the end of a day', () => {
    expect(parseTimeOfDay('24:00', { end: true })).toBe('24:00');
    expect(parseTimeOfDay('12 am', { end: true })).toBe('24:00');
    expect(parseTimeOfDay('0:00', { end: true })).toBe('24:00');
    expect(parseTimeOfDay('24:30', { end: true })).toBeNull();
  });
});

describe('TimeOfDayInput', () => {
  const user = userEvent.setup();

  it("gives the form the API's clock and shows the reader's once left", async () => {
    renderAt(<Field initial="09:00" />);
    const field = screen.getByRole('textbox', { name: 'Starts' });
    expect(field).toHaveDisplayValue(/^9:00\sAM$/);
    await user.clear(field);
    await user.type(field, '930pm');
    expect(screen.getByRole('status', { name: 'form value' })).toHaveTextContent('21:30');
    await user.tab();
    expect(field).toHaveDisplayValue(/^9:30\sPM$/);
  });

  it('keeps what is not a time as typed, for the form to refuse', async () => {
    renderAt(<Field />);
    const field = screen.getByRole('textbox', { name: 'Starts' });
    await user.type(field, 'soon');
    await user.tab();
    expect(field).toHaveValue('soon');
    expect(screen.getByRole('status', { name: 'form value' })).toHaveTextContent('soon');
  });

  it('shows a Spanish reader the 24-hour clock', async () => {
    settingsStore.update({ language: 'es' });
    renderAt(<Field end initial="24:00" />);
    const field = screen.getByRole('textbox', { name: 'Starts' });
    expect(field).toHaveValue('0:00');
    await user.clear(field);
    await user.type(field, '17:30');
    await user.tab();
    expect(field).toHaveValue('17:30');
    expect(screen.getByRole('status', { name: 'form value' })).toHaveTextContent('17:30');
  });
});
