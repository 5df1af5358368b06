import { addDays, dayIn, useApiMutation, useFormat, useQuery, type StaffException } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Tag } from '@frontdesk/shared/antd-more';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffExceptionsQuery } from '../../../common/api';
import { removeStaffException } from '../api';
import { EXCEPTION_DAYS_AHEAD } from '../utils/exceptionValues';
import { StaffExceptionForm } from './StaffExceptionForm';

type Props = { staffId: string; name: string; timeZone: string };

/**
 * A member's time off and extra hours over the next 90 days (the business's days, its wall clock):
 * each one with a way to remove it, and a form to add one.
 */
export function StaffExceptions({ staffId, name, timeZone }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const { token } = theme.useToken();
  const heading = useId();
  // today is the business's, not the browser's
  const [from] = useState(() => dayIn(new Date().toISOString(), timeZone));
  const to = addDays(from, EXCEPTION_DAYS_AHEAD);
  const exceptions = useQuery(staffExceptionsQuery({ staffId, from, to }));
  const remove = useApiMutation({
    mutationFn: (exception: StaffException) => removeStaffException(exception.id),
    invalidates: [['staff-exceptions'], ['booking-slots']],
    successMessage: (_, exception) => t(`team.exceptions.removed.${exception.kind}`, { day: days(exception) }),
    failureToast: false,
  });
  // the day, or the days of time off over several; the times on the locale's clock, as the calendar's
  const days = (exception: StaffException) => (exception.through ? format.dayRange(exception.day, exception.through) : format.day(exception.day));
  const when = (exception: StaffException) =>
    exception.starts && exception.ends ? `${format.timeOfDay(exception.starts)} – ${format.timeOfDay(exception.ends)}` : t('team.exceptions.allDay');
  const label = (exception: StaffException) => t(`team.exceptions.kinds.${exception.kind}`);

  return (
    <section aria-labelledby={heading}>
      <Typography.Title level={2} id={heading} style={{ fontSize: token.fontSizeHeading5, marginBlockStart: 0 }}>
        {t('team.exceptions.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('team.exceptions.intro', { days: EXCEPTION_DAYS_AHEAD, zone: timeZone })}</Typography.Paragraph>
      <ErrorAlert text={remove.errorText && t('team.exceptions.removeFailed', { reason: remove.errorText })} />
      <QueryState
        query={exceptions}
        size="section"
        loading={t('team.exceptions.loading')}
        failed={t('team.exceptions.failed')}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState size="section" title={t('team.exceptions.empty', { days: EXCEPTION_DAYS_AHEAD })} />}
      >
        {(list) => (
          <Flex vertical gap="small" role="list" aria-label={t('team.exceptions.caption', { name })} style={{ marginBlockEnd: token.marginMD }}>
            {list.items.map((exception) => (
              <Flex role="listitem" key={exception.id} gap="small" align="center" justify="space-between" wrap>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{days(exception)}</Typography.Text>
                  <Tag color={exception.kind === 'off' ? 'default' : 'green'}>{label(exception)}</Tag>
                  <Typography.Text>{when(exception)}</Typography.Text>
                  {exception.note ? <Typography.Text type="secondary">{exception.note}</Typography.Text> : null}
                </Flex>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  loading={remove.busy && remove.variables?.id === exception.id}
                  aria-label={t('team.exceptions.removeNamed', { kind: label(exception), day: days(exception) })}
                  onClick={() => remove.mutate(exception)}
                >
                  {t('team.exceptions.remove')}
                </Button>
              </Flex>
            ))}
          </Flex>
        )}
      </QueryState>
      <Typography.Title level={3} style={{ fontSize: token.fontSize, marginBlockStart: token.marginMD }}>
        {t('team.exceptions.addTitle')}
      </Typography.Title>
      <StaffExceptionForm staffId={staffId} from={from} to={to} />
    </section>
  );
}
