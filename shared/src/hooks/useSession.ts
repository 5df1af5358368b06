import { sessionStore, type Session } from '../session/sessionStore';
import { useStore } from './useStore';

export function useSession(): Session {
  return useStore(sessionStore);
}

/** Whether the signed-in user is one of the business's admins (who may refund, void, add registers…); the API decides too. */
export function useIsAdmin(): boolean {
  return useSession().user?.role === 'admin';
}
