import { useQuery, type StaffMember } from '@frontdesk/shared';
import { Drawer } from '@frontdesk/shared/antd';
import { Divider } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { bookableServicesQuery } from '../../../common/api';
import { StaffExceptions } from './StaffExceptions';
import { StaffForm } from './StaffForm';

type Props = {
  /** the member being changed; none to add one */
  member?: StaffMember;
  team: StaffMember[];
  /** the business's time zone, which hours are in (null until the team is loaded) */
  timeZone: string | null;
  onClose: () => void;
};

/** A member's form in a side panel (once the bookable services are known) and, for one already in the team, their time off and extra hours. */
export function StaffDrawer({ member, team, timeZone, onClose }: Props) {
  const { t } = useTranslation('bookings');
  // the services offered are the bookable ones: the form waits for them (the page has asked already)
  const services = useQuery(bookableServicesQuery());
  return (
    <Drawer open onClose={onClose} size={640} title={member ? t('team.form.editTitle', { name: member.name }) : t('team.form.addTitle')} destroyOnHidden>
      <QueryState query={services} size="section" loading={t('team.form.loadingServices')} failed={t('team.form.servicesFailed')}>
        {(list) => <StaffForm member={member} team={team} timeZone={timeZone} services={list.items} onDone={onClose} />}
      </QueryState>
      {member && timeZone ? (
        <>
          <Divider />
          <StaffExceptions staffId={member.id} name={member.name} timeZone={timeZone} />
        </>
      ) : null}
    </Drawer>
  );
}
