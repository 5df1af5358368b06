import { useTranslation } from 'react-i18next';

/** Says that a generated table's descriptions are the source's own (English in every language). */
export function SourceNote() {
  const { t } = useTranslation('docs');
  return <p className="fd-docs-summary">{t('docs.reference.sourceNote')}</p>;
}
