import { useQuery, type DayRange } from '@frontdesk/shared';
import { Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { staffQuery } from '../../../common/api';
import type { BookingsListFilters } from '../hooks/useBookingsList';
import { LISTED_STATUSES } from '../utils/statuses';

type Props = {
  range: DayRange;
  onRange: (range: DayRange) => void;
  value: BookingsListFilters;
  onChange: (filters: BookingsListFilters) => void;
};

/** The list's days (a backwards range says so and is not applied), its staff member and status. */
export function BookingFilters({ range, onRange, value, onChange }: Props) {
  const { t } = useTranslation(['bookings', 'common']);
  const id = useId();
  // the select lists the team when it comes; archived members keep their past bookings findable
  const team = useQuery(staffQuery()).data?.items ?? [];
  return (
    <DateRangeFields value={range} onChange={onRange}>
      <Form.Item label={t('bookings.filters.staff')} htmlFor={`${id}-staff`}>
        <Select
          id={`${id}-staff`}
          style={{ minInlineSize: 180 }}
          value={value.staffId ?? ''}
          onChange={(staffId: string) => onChange({ ...value, staffId: staffId || undefined })}
          options={[
            { value: '', label: t('bookings.filters.allStaff') },
            ...team.map((member) => ({ value: member.id, label: member.archived ? t('bookings.filters.archived', { name: member.name }) : member.name })),
          ]}
        />
      </Form.Item>
      <Form.Item label={t('bookings.filters.status')} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          style={{ minInlineSize: 160 }}
          value={value.status ?? ''}
          onChange={(status: BookingsListFilters['status'] | '') => onChange({ ...value, status: status || undefined })}
          options={[
            { value: '', label: t('bookings.filters.allStatuses') },
            ...LISTED_STATUSES.map((status) => ({ value: status, label: t(`common:bookingStatus.${status}`) })),
          ]}
        />
      </Form.Item>
    </DateRangeFields>
  );
}
