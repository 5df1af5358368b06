import { bookingSettingsQuery, useQuery } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { BookingSettingsForm } from './BookingSettingsForm';
import { BookingPageForm } from './BookingPageForm';
import { SharePage } from './SharePage';
import { OnlineServices } from './OnlineServices';

/**
 * /app/online_booking (issue 11): the business's time zone and online booking's rules, which
 * services visitors may book, and the code that puts the booking page on the business's own site.
 */
export function OnlineBookingPage() {
  const { t } = useTranslation('bookings');
  const settings = useQuery(bookingSettingsQuery());
  const { token } = theme.useToken();
  const heading = (text: string) => (
    <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeLG }}>
      {text}
    </Typography.Title>
  );
  return (
    <Flex vertical gap="middle" style={{ maxInlineSize: 880 }}>
      <PageTitle routeId="onlineBooking" intro={t('settings.intro')} />
      <Card title={heading(t('settings.rulesTitle'))}>
        <QueryState query={settings} size="section" loading={t('settings.loading')} failed={t('settings.loadFailed')}>
          {(loaded) => <BookingSettingsForm settings={loaded} />}
        </QueryState>
      </Card>
      <Card title={heading(t('settings.services.title'))}>
        <OnlineServices />
      </Card>
      {/* the business's page: what it shows and its address come with the settings (their card says when they fail) */}
      {settings.data ? (
        <>
          <Card title={heading(t('settings.page.title'))}>
            <Typography.Paragraph type="secondary">{t('settings.page.intro')}</Typography.Paragraph>
            <BookingPageForm settings={settings.data} />
          </Card>
          <Card title={heading(t('settings.share.title'))}>
            <SharePage pagePath={settings.data.pagePath} />
          </Card>
        </>
      ) : null}
    </Flex>
  );
}
