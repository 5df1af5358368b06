import { settingsStore, useSettings } from '@frontdesk/shared';
import { useCallback } from 'react';

/** The register this desk works at: the app setting `register` holds its id (the top bar shows its name). */
export function useSelectedRegister() {
  const { register } = useSettings();
  const select = useCallback((id: string) => settingsStore.update({ register: id }), []);
  return { selectedId: register, select };
}
