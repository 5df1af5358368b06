import { useApiMutation, useAssetTexts, useFormat, useQuery, type BookableService, type BookableServicePatch, type StaffMember } from '@frontdesk/shared';
import { Flex, Select } from '@frontdesk/shared/antd';
import { Checkbox, Form, Switch } from '@frontdesk/shared/antd-more';
import { DrawerForm } from '@frontdesk/shared/ui-forms';
import { NumberInput, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { assetTypesQuery, updateBookableService } from '../../../common/api';
import { DURATION_LIMITS, MAX_BUFFER, NO_ASSET_TYPE, serviceFieldOf, toServicePatch, toServiceValues } from '../utils/serviceValues';
import { DepositField } from './DepositField';

type Props = { service: BookableService; currency: string; team: StaffMember[]; onClose: () => void };

const NUMBER = { inlineSize: 140 };

/** A service's booking rules in a side panel; the duration is the catalogue's own. Performers are the team in use. */
export function BookableServiceDrawer({ service, currency, team, onClose }: Props) {
  const { t } = useTranslation('bookings');
  const { typeName } = useAssetTexts();
  const format = useFormat();
  const assetTypes = useQuery(assetTypesQuery()).data?.items ?? [];
  const save = useApiMutation({
    mutationFn: (patch: BookableServicePatch) => updateBookableService(service.id, patch),
    // the team lists what each performs; the catalogue shows the duration
    invalidates: [['bookable-services'], ['staff'], ['catalogue']],
    successMessage: (saved) => t('team.serviceForm.saved', { name: saved.name }),
    failureToast: false,
    onSuccess: onClose,
  });

  const assetTypeOptions = [
    { value: NO_ASSET_TYPE, label: t('team.serviceForm.noAssetType') },
    ...assetTypes.filter((type) => type.bookable || type.id === service.assetTypeId).map((type) => ({ value: type.id, label: typeName(type.type_name) })),
  ];
  // members in use, and any archived one who still performs it (kept unless unticked)
  const performers = team
    .filter((member) => !member.archived || service.staffIds.includes(member.id))
    .map((member) => ({ value: member.id, label: member.archived ? t('team.serviceForm.archivedMember', { name: member.name }) : member.name }));
  const { rule } = useNumberRules();
  const minutes = (max: number) => rule({ min: 0, max, whole: true, required: true, message: t('team.serviceForm.bufferInvalid', { max }) });

  return (
    <DrawerForm
      title={t('team.serviceForm.title', { name: service.name })}
      submitText={t('team.serviceForm.save')}
      cancelText={t('team.serviceForm.cancel')}
      width={520}
      mutation={save}
      initialValues={toServiceValues(service, format.basisPoints)}
      transform={toServicePatch}
      // a deposit's value is refused under the amount or the percent, as it was sent
      fieldOf={(field) => serviceFieldOf(field, save.variables?.deposit?.kind)}
      failure={(reason) => t('team.serviceForm.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item
        label={t('team.serviceForm.duration')}
        name="durationMinutes"
        extra={t('team.serviceForm.durationHelp')}
        rules={[rule({ ...DURATION_LIMITS, whole: true, required: true, message: t('team.serviceForm.durationInvalid', DURATION_LIMITS) })]}
      >
        <NumberInput whole style={NUMBER} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item label={t('team.serviceForm.bufferBefore')} name="bufferBeforeMinutes" rules={[minutes(MAX_BUFFER)]}>
          <NumberInput whole style={NUMBER} />
        </Form.Item>
        <Form.Item label={t('team.serviceForm.bufferAfter')} name="bufferAfterMinutes" rules={[minutes(MAX_BUFFER)]}>
          <NumberInput whole style={NUMBER} />
        </Form.Item>
      </Flex>
      <Form.Item label={t('team.serviceForm.online')} name="bookableOnline" valuePropName="checked" extra={t('team.serviceForm.onlineHelp')}>
        <Switch />
      </Form.Item>
      <Form.Item label={t('team.serviceForm.assetType')} name="assetTypeId" extra={t('team.serviceForm.assetTypeHelp')}>
        <Select options={assetTypeOptions} style={{ maxInlineSize: 320 }} />
      </Form.Item>
      <DepositField currency={currency} />
      <Form.Item label={t('team.serviceForm.performers')} name="staffIds" extra={performers.length === 0 ? t('team.serviceForm.noTeam') : undefined}>
        <Checkbox.Group options={performers} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
      </Form.Item>
    </DrawerForm>
  );
}
