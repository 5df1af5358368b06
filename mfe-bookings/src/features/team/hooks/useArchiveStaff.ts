import { useApiMutation, type StaffMember } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { updateStaff } from '../api';

type Change = { member: StaffMember; archived: boolean };

/** Archives a member (offered no more; their bookings keep them) or brings one back. */
export function useArchiveStaff() {
  const { t } = useTranslation('bookings');
  const change = useApiMutation({
    mutationFn: ({ member, archived }: Change) => updateStaff(member.id, { archived }),
    // services list who performs them: an archived member leaves them
    invalidates: [['staff'], ['bookable-services']],
    successMessage: (saved) => t(saved.archived ? 'team.staff.archived' : 'team.staff.restored', { name: saved.name }),
    failureToast: false,
  });
  return {
    archive: (member: StaffMember, archived: boolean) => change.mutate({ member, archived }),
    /** the member on their way */
    busyId: change.busy ? (change.variables?.member.id ?? null) : null,
    errorText: change.errorText,
  };
}
