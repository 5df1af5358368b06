import { useQuery, useSession, useSettings } from '@frontdesk/shared';
import { registersQuery } from '../api';

/**
 * The name of the register this desk works at: the app setting `register` holds its id (Select
 * register stores it), resolved through the registers list. Until then, or when the id is not one
 * of the business's, the account's register (user_info), else '' (none chosen).
 */
export function useSelectedRegisterName(): string {
  const { register } = useSettings();
  const { user } = useSession();
  // a signpad session may not read the registers (the server refuses every call but a few)
  const registers = useQuery({ ...registersQuery(), enabled: Boolean(register && user && user.mode !== 'signpad') });
  const selected = register ? registers.data?.items.find((item) => item.id === register) : undefined;
  return selected?.name ?? user?.settings.register ?? '';
}
