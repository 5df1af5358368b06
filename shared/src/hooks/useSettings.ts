import { settingsStore, type Settings } from '../settings/settingsStore';
import { useStore } from './useStore';

export function useSettings(): Settings {
  return useStore(settingsStore);
}
