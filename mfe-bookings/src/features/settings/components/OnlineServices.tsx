import { useApiMutation, useQuery, type BookableService } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Switch } from '@frontdesk/shared/antd-more';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert, LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { bookableServicesQuery, updateBookableService } from '../../../common/api';

type Change = { service: BookableService; bookableOnline: boolean };

/** Which services visitors may book online: each service's own `bookableOnline`, switched here. */
export function OnlineServices() {
  const { t } = useTranslation('bookings');
  const services = useQuery(bookableServicesQuery());
  const change = useApiMutation({
    mutationFn: ({ service, bookableOnline }: Change) => updateBookableService(service.id, { bookableOnline }),
    invalidates: [['bookable-services']],
    successMessage: (saved) => t(saved.bookableOnline ? 'settings.services.offered' : 'settings.services.withdrawn', { name: saved.name }),
    failureToast: false,
  });
  const manage = <LinkButton to="/app/services">{t('settings.services.manage')}</LinkButton>;

  return (
    <Flex vertical gap="small">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settings.services.intro')}
      </Typography.Paragraph>
      <ErrorAlert text={change.errorText && t('settings.services.failed', { reason: change.errorText })} />
      <QueryState
        query={services}
        size="section"
        loading={t('settings.services.loading')}
        failed={t('settings.services.loadFailed')}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState size="section" title={t('settings.services.empty')} text={t('settings.services.emptyText')} />}
      >
        {(list) => (
          <Flex vertical gap="small" role="list" aria-label={t('settings.services.caption')}>
            {list.items.map((service) => (
              <Flex role="listitem" key={service.id} gap="small" align="center">
                <Switch
                  size="small"
                  checked={change.busy && change.variables?.service.id === service.id ? change.variables.bookableOnline : service.bookableOnline}
                  loading={change.busy && change.variables?.service.id === service.id}
                  aria-label={t('settings.services.offerNamed', { name: service.name })}
                  onChange={(bookableOnline) => change.mutate({ service, bookableOnline })}
                />
                <Typography.Text>{service.name}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </QueryState>
      <div>{manage}</div>
    </Flex>
  );
}
