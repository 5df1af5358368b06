import { useTranslation } from 'react-i18next';
import { useSettings } from '../hooks/useSettings';
import { languages, settingsStore, type Language } from '../settings/settingsStore';
import { Select } from './antd';

const names: Record<Language, string> = { en: 'English', es: 'Español' };

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
      options={languages.map((l) => ({ value: l, label: names[l] }))}
    />
  );
}
