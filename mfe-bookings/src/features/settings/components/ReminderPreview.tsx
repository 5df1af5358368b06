import { useQuery } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Collapse } from '@frontdesk/shared/antd-more';
import { QueryState } from '@frontdesk/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderPreviewQuery } from '../api';

/**
 * The reminder email as customers get it (issue 34 §3): one template for every booking, desk and
 * online alike, read from the API that sends it (filled with a sample booking), only once opened.
 */
export function ReminderPreview() {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const preview = useQuery({ ...reminderPreviewQuery(), enabled: open });
  return (
    <Collapse
      size="small"
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'reminder',
          label: t('settings.reminderPreview.show'),
          children: (
            <QueryState query={preview} size="section" loading={t('settings.reminderPreview.loading')} failed={t('settings.reminderPreview.failed')}>
              {(mail) => (
                <section aria-label={t('settings.reminderPreview.title')}>
                  <Typography.Paragraph strong>{t('settings.reminderPreview.subject', { subject: mail.subject })}</Typography.Paragraph>
                  {/* the email's own words (the API's, in the language customers are mailed in), as sent */}
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBlockEnd: 0 }} lang="en">
                    {mail.text}
                  </Typography.Paragraph>
                </section>
              )}
            </QueryState>
          ),
        },
      ]}
    />
  );
}
