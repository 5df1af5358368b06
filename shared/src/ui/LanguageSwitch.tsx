import { useTranslation } from 'react-i18next';
import { useSettings } from '../hooks/useSettings';
import { languageNames, languages, settingsStore, type Language } from '../settings/settingsStore';
import { Select } from './antd';

/**
 * English/Spanish switch; the choice is an app setting, so every root follows it. `compact` (a
 * tablet's or a phone's top bar) shows the language's code (EN), the list its names.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  return (
    <Select<Language>
      aria-label={t('language')}
      size="small"
      value={language}
      style={{ minWidth: compact ? 64 : 110 }}
      popupMatchSelectWidth={false}
      labelRender={compact ? ({ value }) => String(value).toUpperCase() : undefined}
      onChange={(value) => settingsStore.update({ language: value })}
      options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
    />
  );
}
