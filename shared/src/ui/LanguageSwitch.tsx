import { useTranslation } from 'react-i18next';
import { useSettings } from '../hooks/useSettings';
import { languageNames, languages, settingsStore, type Language } from '../settings/settingsStore';
import { Select } from './antd';

/** English/Spanish switch; the choice is an app setting, so every root follows it. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  return (
    <Select<Language>
      aria-label={t('language')}
      size="small"
      value={language}
      style={{ minWidth: 110 }}
      onChange={(value) => settingsStore.update({ language: value })}
      options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
    />
  );
}
