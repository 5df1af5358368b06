import { PublicChoices, usePublicToken } from '@frontdesk/shared/public';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookFormat } from '../hooks/useBookFormat';
import { DAYS_SHOWN, daysFrom } from '../utils/days';

type Props = {
  /** the first and last days a booking may fall on (the business's) */
  firstDay: string;
  lastDay: string;
  value: string | null;
  onChoose: (day: string) => void;
};

/** The days that may be booked, two weeks at a time ("Earlier days" / "Later days"), each a button with its weekday and date. */
export function DayPicker({ firstDay, lastDay, value, onChoose }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  const days = daysFrom(firstDay, lastDay);
  // the two weeks that hold the day chosen (an address's), else the first two
  const [page, setPage] = useState(() => Math.max(0, Math.floor(days.indexOf(value ?? '') / DAYS_SHOWN)));
  const pages = Math.ceil(days.length / DAYS_SHOWN);
  const shown = days.slice(page * DAYS_SHOWN, (page + 1) * DAYS_SHOWN);
  // a move that cannot go further looks it, as the public kit's disabled controls do (the first two weeks have no earlier days)
  const move = (disabled: boolean): CSSProperties => ({
    font: 'inherit',
    minHeight: token.controlHeightLG,
    paddingInline: token.paddingSM,
    color: token.colorText,
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.65 : 1,
  });
  return (
    <>
      <PublicChoices
        layout="grid"
        label={t('book.day.days')}
        value={value}
        onChoose={onChoose}
        choices={shown.map((day) => ({ value: day, label: format.dayText(day, 'short') }))}
      />
      {pages > 1 ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM, marginBlockEnd: token.marginLG }}>
          <button type="button" style={move(page === 0)} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('book.day.earlier')}
          </button>
          <button type="button" style={move(page === pages - 1)} disabled={page === pages - 1} onClick={() => setPage(page + 1)}>
            {t('book.day.later')}
          </button>
        </div>
      ) : null}
    </>
  );
}
