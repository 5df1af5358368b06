import type { StaffExceptionInput } from '@frontdesk/shared';

/** The API's limit on an exception's note. */
export const MAX_EXCEPTION_NOTE = 200;
/** how far ahead the drawer lists and takes days that differ */
export const EXCEPTION_DAYS_AHEAD = 90;

export type ExceptionKind = StaffExceptionInput['kind'];
export const EXCEPTION_KINDS: ExceptionKind[] = ['off', 'extra'];

export type ExceptionFormValues = {
  day: string;
  kind: ExceptionKind;
  /** time off for the whole day (extra hours always have their times) */
  wholeDay: boolean;
  starts: string;
  ends: string;
  note: string;
};

export const blankException = (day: string): ExceptionFormValues => ({ day, kind: 'off', wholeDay: true, starts: '', ends: '', note: '' });

/** Whether the form asks for times: extra hours, or time off for part of the day. */
export const needsTimes = (kind: ExceptionKind, wholeDay: boolean) => kind === 'extra' || !wholeDay;

/** POST /api/staff-exceptions: both times, or neither for a whole day off. */
export function toExceptionInput(staffId: string, values: ExceptionFormValues): StaffExceptionInput {
  const timed = needsTimes(values.kind, values.wholeDay);
  return {
    staffId,
    day: values.day,
    kind: values.kind,
    starts: timed ? values.starts : null,
    ends: timed ? values.ends : null,
    note: values.note.trim(),
  };
}
