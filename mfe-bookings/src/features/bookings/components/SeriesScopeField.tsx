import { Radio } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';

/** Which appointments of a series a change or a cancel is for: this one (the default), or it and the later ones still to come. */
export type SeriesScope = 'one' | 'following';

/** A form's `scope` field, for an appointment of a series; `help` says what "the later ones" get. */
export function SeriesScopeField({ help }: { help?: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Form.Item name="scope" label={t('bookings.scope.label')} extra={help}>
      <Radio.Group
        options={[
          { value: 'one', label: t('bookings.scope.one') },
          { value: 'following', label: t('bookings.scope.following') },
        ]}
      />
    </Form.Item>
  );
}
