import type { StaffExceptionInput } from '@frontdesk/shared';

/** The API's limit on an exception's note. */
export const MAX_EXCEPTION_NOTE = 200;
/** how far ahead the drawer lists and takes days that differ */
export const EXCEPTION_DAYS_AHEAD = 90;

export type ExceptionKind = StaffExceptionInput['kind'];
export const EXCEPTION_KINDS: ExceptionKind[] = ['off', 'extra'];

export type ExceptionFormValues = {
  day: string;
  /** a whole day off's last day, '' for one day */
  through: string;
  kind: ExceptionKind;
  /** time off for the whole day (extra hours always have their times) */
  wholeDay: boolean;
  starts: string;
  ends: string;
  note: string;
};

export const blankException = (day: string): ExceptionFormValues => ({ day, through: '', kind: 'off', wholeDay: true, starts: '', ends: '', note: '' });

/** Whether the form asks for times: extra hours, or time off for part of the day. */
export const needsTimes = (kind: ExceptionKind, wholeDay: boolean) => kind === 'extra' || !wholeDay;

/** Whether the form asks for a last day: time off for whole days. */
export const spansDays = (kind: ExceptionKind, wholeDay: boolean) => kind === 'off' && wholeDay;

/** POST /api/staff-exceptions: both times, or neither for a whole day off (then perhaps its last day). */
export function toExceptionInput(staffId: string, values: ExceptionFormValues): StaffExceptionInput {
  const timed = needsTimes(values.kind, values.wholeDay);
  return {
    staffId,
    day: values.day,
    through: spansDays(values.kind, values.wholeDay) && values.through ? values.through : null,
    kind: values.kind,
    starts: timed ? values.starts : null,
    ends: timed ? values.ends : null,
    note: values.note.trim(),
  };
}
