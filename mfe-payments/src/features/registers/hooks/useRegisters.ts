import { useIsAdmin, useQuery } from '@frontdesk/shared';
import { registersQuery } from '../../../common/api';

/** The business's registers, and whether the signed-in user is an admin (who sees the expected cash and may add and rename). */
export function useRegisters() {
  const registers = useQuery(registersQuery());
  return { registers, admin: useIsAdmin() };
}
