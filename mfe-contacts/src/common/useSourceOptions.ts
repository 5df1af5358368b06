import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES } from './sources';

/** The contact sources as Select options, in the reader's language. */
export function useSourceOptions() {
  const { t, i18n } = useTranslation('contacts');
  return useMemo(
    // the labels follow the language
    () => CONTACT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`, { lng: i18n.language }) })),
    [t, i18n.language],
  );
}
