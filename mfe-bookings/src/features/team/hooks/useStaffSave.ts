import { fieldErrorText, problemOf, useApiMutation, type StaffMember } from '@frontdesk/shared';
import { useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { createStaff, updateStaff } from '../api';
import { toShifts } from '../utils/hours';
import { staffFieldOf, toStaffInput, type StaffFieldPath, type StaffFormValues } from '../utils/staffValues';

type Settable = { setFields: (fields: { name: StaffFieldPath; errors: string[] }[]) => void };

/**
 * Saving a member (added, or changed: services and hours replaced whole), and the API's refusals
 * under the form's fields: a refused shift (`hours.{i}`, the i-th sent) goes under its own row, in
 * this page's words (the API's code only says the value is not allowed). Returns the mutation and
 * what the alert above the buttons says.
 */
export function useStaffSave(form: Settable, member: StaffMember | undefined, onSaved: () => void) {
  const { t } = useTranslation('bookings');
  const save = useApiMutation({
    mutationFn: (values: StaffFormValues) => (member ? updateStaff(member.id, toStaffInput(values)) : createStaff(toStaffInput(values))),
    // services list who performs them
    invalidates: [['staff'], ['bookable-services']],
    successMessage: (saved) => t(member ? 'team.form.saved' : 'team.form.added', { name: saved.name }),
    failureToast: false,
    onSuccess: onSaved,
  });
  // where each shift sent sits in the form, as it was sent
  const positions = save.variables ? toShifts(save.variables.days).positions : [];
  const errors = Object.entries(problemOf(save.error)?.errors ?? {});
  const fieldErrors = errors.length
    ? Object.fromEntries(errors.map(([field, error]) => [field, /^hours\.\d+/.test(field) ? t('team.form.shiftRefused') : fieldErrorText(error)]))
    : null;
  const failure = useFieldRefusals(form, { error: save.error, errorText: save.errorText, fieldErrors }, (field) => staffFieldOf(field, positions));
  return { save, failure };
}
