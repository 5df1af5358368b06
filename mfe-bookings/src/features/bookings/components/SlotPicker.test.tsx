import { registerTranslations } from '@frontdesk/shared';
import { renderAt } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../../../i18n';
import { aSlot, ZONE } from '../testing';
import { SlotPicker } from './SlotPicker';

beforeAll(() => registerTranslations('bookings', translations));

const ten = aSlot('2026-03-10T14:00:00.000Z');
const tenThirty = aSlot('2026-03-10T14:30:00.000Z');

describe('SlotPicker', () => {
  it('shows each free time on the business’s clock, with the zone named', () => {
    renderAt(<SlotPicker label="Time" slots={[ten, tenThirty]} timeZone={ZONE} onChange={() => undefined} />);
    const times = screen.getByRole('radiogroup', { name: 'Time' });
    // 14:00 UTC is 10:00 in New York (and 7:00 where the test runs)
    expect(within(times).getByRole('radio', { name: '10:00 AM' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:30 AM' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '7:00 AM' })).not.toBeInTheDocument();
    expect(screen.getByText('Times are in Eastern Time (New York)')).toBeInTheDocument();
  });

  it('hands back the slot chosen', async () => {
    const onChange = jest.fn();
    renderAt(<SlotPicker label="Time" slots={[ten, tenThirty]} timeZone={ZONE} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '10:30 AM' }));
    expect(onChange).toHaveBeenCalledWith(tenThirty);
  });

  it('marks the time chosen', () => {
    renderAt(<SlotPicker label="Time" slots={[ten, tenThirty]} timeZone={ZONE} value="2026-03-10T14:30:00Z" onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '10:30 AM' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10:00 AM' })).not.toBeChecked();
  });

  it('tells the two 1:30s apart on the day the clock goes back', () => {
    const first = aSlot('2026-11-01T05:30:00.000Z');
    const second = aSlot('2026-11-01T06:30:00.000Z');
    renderAt(<SlotPicker label="Time" slots={[first, second]} timeZone={ZONE} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '1:30 AM EDT' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1:30 AM EST' })).toBeInTheDocument();
  });

  it('says so when the day has no free time', () => {
    renderAt(<SlotPicker label="Time" slots={[]} timeZone={ZONE} onChange={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('No free times on this day');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
