import { useApiMutation, useFormat, useQuery, type BookableService, type StaffMember } from '@frontdesk/shared';
import { Flex, Select } from '@frontdesk/shared/antd';
import { InputNumber } from '@frontdesk/shared/antd-pages';
import { Checkbox, Form, Switch } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { updateBookableService } from '../../../common/api';
import { assetTypesQuery } from '../../../common/api';
import { DURATION_LIMITS, MAX_BUFFER, NO_ASSET_TYPE, serviceFieldOf, toServicePatch, toServiceValues, type ServiceFormValues } from '../utils/serviceValues';
import { DepositField } from './DepositField';

type Props = {
  service: BookableService;
  currency: string;
  team: StaffMember[];
  onDone: () => void;
};

const NUMBER = { inlineSize: 140 };

/** A service's booking rules; the duration is the catalogue's own. Performers are the team in use. */
export function BookableServiceForm({ service, currency, team, onDone }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const [form] = Form.useForm<ServiceFormValues>();
  const assetTypes = useQuery(assetTypesQuery()).data?.items ?? [];
  const save = useApiMutation({
    mutationFn: (values: ServiceFormValues) => updateBookableService(service.id, toServicePatch(values)),
    // the team lists what each performs; the catalogue shows the duration
    invalidates: [['bookable-services'], ['staff'], ['catalogue']],
    successMessage: (saved) => t('team.serviceForm.saved', { name: saved.name }),
    failureToast: false,
    onSuccess: onDone,
  });
  const failure = useFieldRefusals(form, save, (field) => serviceFieldOf(field, save.variables?.depositKind));

  const assetTypeOptions = [
    { value: NO_ASSET_TYPE, label: t('team.serviceForm.noAssetType') },
    ...assetTypes.filter((type) => type.bookable || type.id === service.assetTypeId).map((type) => ({ value: type.id, label: type.type_name })),
  ];
  // members in use, and any archived one who still performs it (kept unless unticked)
  const performers = team
    .filter((member) => !member.archived || service.staffIds.includes(member.id))
    .map((member) => ({ value: member.id, label: member.archived ? t('team.serviceForm.archivedMember', { name: member.name }) : member.name }));
  const minutes = (max: number) => ({ type: 'integer' as const, min: 0, max, required: true, message: t('team.serviceForm.bufferInvalid', { max }) });

  return (
    <Form<ServiceFormValues>
      form={form}
      name={`bookableService-${service.id}`}
      layout="vertical"
      initialValues={toServiceValues(service, format.basisPoints)}
      onFinish={(values) => save.mutate(values)}
      disabled={save.busy}
      scrollToFirstError
    >
      <Form.Item
        label={t('team.serviceForm.duration')}
        name="durationMinutes"
        extra={t('team.serviceForm.durationHelp')}
        rules={[{ type: 'integer', required: true, ...DURATION_LIMITS, message: t('team.serviceForm.durationInvalid', DURATION_LIMITS) }]}
      >
        <InputNumber min={DURATION_LIMITS.min} max={DURATION_LIMITS.max} precision={0} style={NUMBER} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item label={t('team.serviceForm.bufferBefore')} name="bufferBeforeMinutes" rules={[minutes(MAX_BUFFER)]}>
          <InputNumber min={0} max={MAX_BUFFER} precision={0} style={NUMBER} />
        </Form.Item>
        <Form.Item label={t('team.serviceForm.bufferAfter')} name="bufferAfterMinutes" rules={[minutes(MAX_BUFFER)]}>
          <InputNumber min={0} max={MAX_BUFFER} precision={0} style={NUMBER} />
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
      <ErrorAlert text={failure && t('team.serviceForm.failed', { reason: failure })} />
      <FormFooter submit={t('team.serviceForm.save')} busy={save.busy} cancel={{ label: t('team.serviceForm.cancel'), onClick: onDone }} />
    </Form>
  );
}
