import { type DayRange } from '@frontdesk/shared';
import { Segmented } from '@frontdesk/shared/antd-pages';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { useTranslation } from 'react-i18next';
import { PRESETS, presetOf, presetRange, type Preset } from '../utils/presets';

/** The dashboards' period: a preset (today, 7 days, 30 days, this month: of the business's `today`) or any From–To days. */
export function RangeControls({ value, today, onChange }: { value: DayRange; today: string; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('payments');
  return (
    <DateRangeFields value={value} onChange={onChange}>
      <Segmented<Preset | 'custom'>
        aria-label={t('dashboard.presets.label')}
        value={presetOf(value, today) ?? 'custom'}
        options={PRESETS.map((preset) => ({ value: preset, label: t(`dashboard.presets.${preset}`) }))}
        onChange={(preset) => {
          if (preset !== 'custom') onChange(presetRange(preset, today));
        }}
      />
    </DateRangeFields>
  );
}
