import { useQuery, type BookableService } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookableServicesQuery, staffQuery } from '../../../common/api';
import { BookableServiceDrawer } from './BookableServiceDrawer';
import { BookableServicesTable } from './BookableServicesTable';

/**
 * /app/services (issue 11): the catalogue's services that have a duration, with their booking
 * rules (duration, buffers, online, asset type, deposit, who performs each); a rule changed in a
 * drawer. Services and their prices are made in the catalogue.
 */
export function BookableServicesPage() {
  const { t } = useTranslation('bookings');
  const services = useQuery(bookableServicesQuery());
  // the performers' names come when they come: the services show meanwhile
  const team = useQuery(staffQuery()).data?.items ?? [];
  const [editing, setEditing] = useState<BookableService | null>(null);

  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="bookableServices"
        intro={t('team.services.intro')}
        extra={<LinkButton to="/app/catalogue">{t('team.services.catalogue')}</LinkButton>}
      />
      <QueryState
        query={services}
        size="section"
        loading={t('team.services.loading')}
        failed={t('team.services.failed')}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            title={t('team.services.emptyTitle')}
            text={t('team.services.emptyText')}
            action={
              <LinkButton type="primary" to="/app/catalogue/create">
                {t('team.services.createInCatalogue')}
              </LinkButton>
            }
          />
        }
      >
        {(list) => <BookableServicesTable list={list} staffName={(id) => team.find((member) => member.id === id)?.name} onEdit={setEditing} />}
      </QueryState>
      {editing && services.data && <BookableServiceDrawer service={editing} currency={services.data.currency} team={team} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
