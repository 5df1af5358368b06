import { useFormat, useSettings, type DayRange } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Segmented } from '@frontdesk/shared/antd-pages';
import { LeftOutlined, RightOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { rangeOf, shiftRange, viewOf, type View } from '../utils/range';

type Props = {
  range: DayRange;
  /** the business's day today (null while it is not known) */
  today: string | null;
  onChange: (range: DayRange) => void;
};

/**
 * The days the list shows, as a day or a Monday-to-Sunday week: the view, the span before and after,
 * back to today, and the span in words.
 */
export function RangeNavigator({ range, today, onChange }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const { token } = theme.useToken();
  const rtl = useSettings().direction === 'rtl';
  const view = viewOf(range);
  const step = view ?? 'other';
  // Day and Week show today when the span holds it, else the span's first day; a span typed in the
  // fields moves by its own length
  const around = today && today >= range.from && today <= range.to ? today : range.from;
  const caption =
    range.from === range.to ? format.day(range.from, 'full') : t('bookings.view.span', { from: format.day(range.from), to: format.day(range.to) });

  return (
    <Flex align="center" gap="small" wrap>
      {/* a span typed in the fields is neither: no option is on */}
      <Segmented<View | ''>
        aria-label={t('bookings.view.label')}
        value={view ?? ''}
        onChange={(next) => next && onChange(rangeOf(next, around))}
        options={[
          { value: 'day', label: t('bookings.view.day') },
          { value: 'week', label: t('bookings.view.week') },
        ]}
      />
      <Flex gap={token.marginXXS}>
        <Button
          aria-label={t(`bookings.view.previous.${step}`)}
          title={t(`bookings.view.previous.${step}`)}
          icon={rtl ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
          onClick={() => onChange(shiftRange(range, -1))}
        />
        <Button
          disabled={!today || (today >= range.from && today <= range.to && view !== null)}
          onClick={() => today && onChange(rangeOf(view ?? 'day', today))}
        >
          {t('bookings.view.today')}
        </Button>
        <Button
          aria-label={t(`bookings.view.next.${step}`)}
          title={t(`bookings.view.next.${step}`)}
          icon={rtl ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
          onClick={() => onChange(shiftRange(range, 1))}
        />
      </Flex>
      <Typography.Text strong aria-live="polite">
        {caption}
      </Typography.Text>
    </Flex>
  );
}
