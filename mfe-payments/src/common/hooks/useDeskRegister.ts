import { useQuery, useSettings } from '@frontdesk/shared';
import { registersQuery } from '../api';

/**
 * The register this desk takes money on (the app setting `register`), with its state: cash is taken
 * and given back on it only while it is open. The business's currency comes with the registers' list.
 */
export function useDeskRegister() {
  const { register: registerId } = useSettings();
  const registers = useQuery(registersQuery());
  const register = registers.data?.items.find((r) => r.id === registerId) ?? null;
  return {
    register,
    currency: registers.data?.currency ?? 'USD',
    loading: registers.isPending,
    cashAllowed: register?.state === 'open',
  };
}
