import { sessionStore, type Session } from '../session/sessionStore';
import { useStore } from './useStore';

export function useSession(): Session {
  return useStore(sessionStore);
}
