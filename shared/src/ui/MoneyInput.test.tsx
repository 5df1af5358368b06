import { MAX_AMOUNT_MINOR } from '@frontdesk/money';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { settingsStore } from '../settings/settingsStore';
import { renderAt } from '../testing/render';
import { MoneyInput } from './MoneyInput';

/** The field as a form holds it: what it was given last is shown as the form's value. */
function Field() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <MoneyInput aria-label="Amount" currency="USD" value={value} onChange={setValue} />
      <output aria-label="form value">{value === null ? 'none' : String(value)}</output>
    </>
  );
}

afterEach(() => settingsStore.update({ language: 'en' }));

describe('MoneyInput', () => {
  it('takes the largest amount the API takes, and refuses a cent more: the form gets nothing and the field says the most', async () => {
    renderAt(<Field />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Amount' });
    const value = screen.getByRole('status', { name: 'form value' });
    await user.type(field, '10,000,000.00');
    expect(value).toHaveTextContent(String(MAX_AMOUNT_MINOR));
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.clear(field);
    await user.type(field, '10,000,000.01');
    expect(value).toHaveTextContent('none');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('At most $10,000,000.00: no amount may be larger');
    await user.type(field, '{Backspace}0');
    expect(value).toHaveTextContent(String(MAX_AMOUNT_MINOR));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it in the reader’s language', async () => {
    settingsStore.update({ language: 'es' });
    renderAt(<Field />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.setup().type(field, '20000000');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Como máximo 10\.000\.000,00\sUS\$: ningún importe puede ser mayor$/);
  });
});
