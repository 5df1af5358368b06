import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { parseNumber } from '../format/number';
import { settingsStore } from '../settings/settingsStore';
import { renderAt } from '../testing/render';
import { Button } from './antd';
import { NumberInput, useNumberRules, type NumberRule } from './NumberInput';

/** A form of one number field with its rule: what it sent last is shown. */
function OneField({ limits, initial }: { limits: NumberRule; initial?: number }) {
  const { rule } = useNumberRules();
  const [sent, setSent] = useState<string>('nothing');
  return (
    <Form initialValues={{ n: initial ?? null }} onFinish={({ n }: { n: number | null }) => setSent(JSON.stringify(n))}>
      <Form.Item label="Weeks" name="n" rules={[rule(limits)]}>
        <NumberInput whole={limits.whole} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
      <output aria-label="sent">{sent}</output>
    </Form>
  );
}

afterEach(() => settingsStore.update({ language: 'en' }));

describe('parseNumber', () => {
  it('reads a number as typed in either separator, says NaN for what is not one and null for nothing', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' -5 ')).toBe(-5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('')).toBeNull();
    for (const text of ['abc', '12a', '1,234.5', '1e3', '--1', '12.']) expect(parseNumber(text)).toBeNaN();
  });
});

describe('NumberInput with useNumberRules', () => {
  const user = userEvent.setup();

  it('keeps letters typed into it and refuses them with the range, sending nothing', async () => {
    renderAt(<OneField limits={{ min: 1, max: 52, whole: true, required: true }} />);
    const field = screen.getByRole('textbox', { name: 'Weeks' });
    await user.type(field, 'abc');
    await user.tab();
    expect(field).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 1 to 52')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('nothing');
  });

  it('never moves a value out of range to the nearest allowed one; a value in range is sent as a number', async () => {
    renderAt(<OneField limits={{ min: 1, max: 52, whole: true, required: true }} initial={4} />);
    const field = screen.getByRole('textbox', { name: 'Weeks' });
    expect(field).toHaveValue('4');
    await user.clear(field);
    await user.type(field, '100');
    await user.tab();
    expect(field).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 1 to 52')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 1 to 52')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: 'sent' })).toHaveTextContent('12');
    // the refusal leaves (antd lets it fade out: on a busy machine that outlasts the send)
    await waitFor(() => expect(screen.queryByText('A whole number from 1 to 52')).not.toBeInTheDocument());
  });

  it('takes a decimal comma, and says an empty required field in Spanish', async () => {
    settingsStore.update({ language: 'es' });
    renderAt(<OneField limits={{ min: 0, required: true }} />);
    const field = screen.getByRole('textbox', { name: 'Weeks' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Un número de 0 o más')).toBeInTheDocument();
    await user.type(field, '12,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: 'sent' })).toHaveTextContent('12.5');
  });

  it('lets an optional field be left empty', async () => {
    renderAt(<OneField limits={{ max: 10 }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: 'sent' })).toHaveTextContent('null');
  });
});
