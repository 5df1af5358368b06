import type { BookableService, StaffInput, StaffMember } from '@frontdesk/shared';
import { freeColor } from './colors';
import { toDayValues, toShifts, type DayValues, type ShiftPosition } from './hours';

/** The API's MAX_STAFF_NAME_LENGTH */
export const MAX_STAFF_NAME = 80;

export type StaffFormValues = {
  name: string;
  color: string;
  serviceIds: string[];
  /** Monday first */
  days: DayValues[];
};

/** A form field's name (antd's path), where a refusal of the API goes. */
export type StaffFieldPath = 'name' | 'color' | 'serviceIds' | ['days', number, 'shifts', number, 'ends'];

/** A new member: the team's first free colour, no services, no hours yet. */
export function blankStaff(team: StaffMember[]): StaffFormValues {
  return { name: '', color: freeColor(team.filter((member) => !member.archived).map((member) => member.color)), serviceIds: [], days: toDayValues([]) };
}

/** A member's values; of their services, the bookable ones (the API takes no other). */
export function toStaffValues(member: StaffMember, bookable: BookableService[]): StaffFormValues {
  const serviceIds = member.serviceIds.filter((id) => bookable.some((service) => service.id === id));
  return { name: member.name, color: member.color, serviceIds, days: toDayValues(member.hours) };
}

/**
 * What POST /api/staff takes (and PATCH, which replaces services and hours whole). No login is
 * linked here (no users endpoint), so `userId` is left out and a member's own stays as it is.
 */
export function toStaffInput(values: StaffFormValues): StaffInput {
  return { name: values.name.trim(), color: values.color.toLowerCase(), serviceIds: values.serviceIds, hours: toShifts(values.days).hours };
}

/** The form field the API's field names: `hours.{i}` is the i-th shift sent, `serviceIds.{i}` the list. */
export function staffFieldOf(field: string, positions: ShiftPosition[]): StaffFieldPath | null {
  if (field === 'name' || field === 'color') return field;
  if (field === 'serviceIds' || field.startsWith('serviceIds.')) return 'serviceIds';
  const shift = /^hours\.(\d+)(\.|$)/.exec(field);
  const position = shift ? positions[Number(shift[1])] : undefined;
  return position ? ['days', position.day, 'shifts', position.shift, 'ends'] : null;
}
