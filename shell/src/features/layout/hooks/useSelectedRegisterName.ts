import { useQuery, useSession, useSettings } from '@frontdesk/shared';
import { registersQuery } from '../api';

/**
 * The name of the register this desk works at: the app setting `register` holds its id (Select
 * register stores it), resolved through the registers list. Without a selection, and while the list
 * loads or when it cannot be read, the account's register (user_info), else '' (none chosen). An id
 * the loaded list does not hold (a register of another business, or one removed) is no register:
 * '' as the checkout sees it, so the desk is asked to choose one.
 */
export function useSelectedRegisterName(): string {
  const { register } = useSettings();
  const { user } = useSession();
  // a signpad session may not read the registers (the server refuses every call but a few)
  const registers = useQuery({ ...registersQuery(), enabled: Boolean(register && user && user.mode !== 'signpad') });
  const account = user?.settings.register ?? '';
  if (!register || !registers.data) return account;
  return registers.data.items.find((item) => item.id === register)?.name ?? '';
}
