import type { DayState, OnlineDaysQuery } from '@frontdesk/shared';
import { PublicChoices, usePublicRead, usePublicToken } from '@frontdesk/shared/public';
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { readDays } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { DAYS_SHOWN, daysFrom } from '../utils/days';

type Props = {
  businessId: string;
  /** what the days are marked for: a service, one staff member's or anyone's */
  wanted: Omit<OnlineDaysQuery, 'from'>;
  /** the first and last days a booking may fall on (the business's) */
  firstDay: string;
  lastDay: string;
  value: string | null;
  onChoose: (day: string) => void;
};

/**
 * The days that may be booked, two weeks at a time ("Earlier days" / "Later days"), each a button
 * with its weekday and date, marked "Full" or "Closed" once the two weeks' states are read (the
 * buttons work before). A full or closed day chosen offers the next one with free times.
 */
export function DayPicker({ businessId, wanted, firstDay, lastDay, value, onChoose }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  const days = daysFrom(firstDay, lastDay);
  // the two weeks that hold the day chosen (an address's), else the first two
  const [page, setPage] = useState(() => Math.max(0, Math.floor(days.indexOf(value ?? '') / DAYS_SHOWN)));
  const pages = Math.ceil(days.length / DAYS_SHOWN);
  const shown = days.slice(page * DAYS_SHOWN, (page + 1) * DAYS_SHOWN);
  const from = shown[0] ?? firstDay;
  const read = usePublicRead(`${from}|${wanted.serviceIds}|${wanted.staffId ?? ''}`, () => readDays(businessId, { from, ...wanted }));
  // unread (or failed to read) the days are plain buttons: the times say the rest
  const states = new Map<string, DayState>((read.data?.days ?? []).map(({ day, state }) => [day, state]));
  const chosenState = value ? states.get(value) : undefined;
  const next = chosenState && chosenState !== 'open' ? shown.find((day) => day > value! && states.get(day) === 'open') : undefined;
  // the day's times come right after the days: on a phone they are below the fold, so a day chosen brings them up
  const end = useRef<HTMLDivElement>(null);
  const choose = (day: string) => {
    onChoose(day);
    const top = end.current?.getBoundingClientRect().top ?? 0;
    if (top > window.innerHeight * 0.6) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      end.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  };
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
        onChoose={choose}
        choices={shown.map((day) => {
          const state = states.get(day);
          return {
            value: day,
            label: format.dayText(day, 'short'),
            ...(state && state !== 'open' ? { detail: t(`book.day.mark.${state}`), faint: true } : {}),
          };
        })}
      />
      {next ? (
        <p style={{ marginBlock: `0 ${token.marginSM}px` }}>
          <button type="button" style={move(false)} onClick={() => choose(next)}>
            {t('book.day.next', { day: format.dayText(next, 'short') })}
          </button>
        </p>
      ) : null}
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
      <div ref={end} />
    </>
  );
}
