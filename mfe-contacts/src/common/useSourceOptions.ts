import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES } from './sources';

/** The contact sources as Select options, in the reader's language. */
export function useSourceOptions() {
  const { t, i18n } = useTranslation('contacts');
  return useMemo(
    () => CONTACT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
    // the labels follow the language
    [t, i18n.language],
  );
}
