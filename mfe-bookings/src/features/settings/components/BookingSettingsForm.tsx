import { useApiMutation, useDepositPolicyText, useFormat, type BookingSettings } from '@frontdesk/shared';
import { Flex, Select } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, NumberInput, useFieldRefusals, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBookingSettings } from '../api';
import { DEPOSIT_OUTCOMES } from '../../../common/deposits';
import { LIMITS, ONLINE_DEPOSITS, OUTSIDE_HOURS, SLOT_STEPS, settingsFieldOf, timeZoneOptions } from '../utils/settingsValues';
import { ReminderPreview } from './ReminderPreview';

/** The deposit the policy's sentence is shown with, in minor units (a sample: each service asks its own). */
const SAMPLE_DEPOSIT = 2000;

const NUMBER = { inlineSize: 160 };

/** Online booking's rules and the business's time zone (admins change them; the API refuses staff). */
export function BookingSettingsForm({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation('bookings');
  const [form] = Form.useForm<BookingSettings>();
  const zones = useMemo(() => timeZoneOptions(settings.timeZone).map((zone) => ({ value: zone, label: zone })), [settings.timeZone]);
  const save = useApiMutation({
    mutationFn: (values: BookingSettings) => updateBookingSettings(values),
    // the zone is in every answer with days or hours
    invalidates: [['booking-settings'], ['staff'], ['bookable-services'], ['bookings'], ['booking-slots']],
    successMessage: t('settings.saved'),
    failureToast: false,
  });
  const failure = useFieldRefusals(form, save, settingsFieldOf);
  const { rule } = useNumberRules();
  const format = useFormat();
  const policy = useDepositPolicyText();
  // what visitors read, as the form stands (the cut-off as typed, once it is a whole number)
  const outcome = Form.useWatch('depositOnCancel', form) ?? settings.depositOnCancel;
  const cutoff = Form.useWatch('cancelCutoffHours', form);
  const whole = (limits: { min: number; max: number }) => rule({ ...limits, whole: true, required: true });

  return (
    <Form<BookingSettings>
      form={form}
      name="bookingSettings"
      layout="vertical"
      initialValues={settings}
      onFinish={(values) => save.mutate(values)}
      disabled={save.busy}
    >
      <Form.Item label={t('settings.onlineEnabled')} name="onlineEnabled" valuePropName="checked" extra={t('settings.onlineEnabledHelp')}>
        <Switch />
      </Form.Item>
      <Form.Item
        label={t('settings.timeZone')}
        name="timeZone"
        extra={t('settings.timeZoneHelp')}
        rules={[{ required: true, message: t('settings.timeZoneRequired') }]}
      >
        <Select showSearch options={zones} optionFilterProp="label" style={{ maxInlineSize: 360 }} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          label={t('settings.leadMinutes')}
          name="leadMinutes"
          extra={t('settings.leadMinutesHelp')}
          rules={[whole(LIMITS.leadMinutes)]}
          style={{ flex: '1 1 220px' }}
        >
          <NumberInput whole style={NUMBER} />
        </Form.Item>
        <Form.Item
          label={t('settings.horizonDays')}
          name="horizonDays"
          extra={t('settings.horizonDaysHelp')}
          rules={[whole(LIMITS.horizonDays)]}
          style={{ flex: '1 1 220px' }}
        >
          <NumberInput whole style={NUMBER} />
        </Form.Item>
      </Flex>
      <Form.Item label={t('settings.slotStep')} name="slotStepMinutes" extra={t('settings.slotStepHelp')}>
        <Select options={SLOT_STEPS.map((step) => ({ value: step, label: t('settings.minutes', { count: step }) }))} style={NUMBER} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          label={t('settings.cancelCutoffHours')}
          name="cancelCutoffHours"
          extra={t('settings.cancelCutoffHoursHelp')}
          rules={[whole(LIMITS.cancelCutoffHours)]}
          style={{ flex: '1 1 220px' }}
        >
          <NumberInput whole style={NUMBER} />
        </Form.Item>
        <Form.Item
          label={t('settings.reminderHours')}
          name="reminderHours"
          extra={t('settings.reminderHoursHelp')}
          rules={[whole(LIMITS.reminderHours)]}
          style={{ flex: '1 1 220px' }}
        >
          <NumberInput whole style={NUMBER} />
        </Form.Item>
      </Flex>
      <ReminderPreview />
      <Form.Item label={t('settings.outsideHours')} name="outsideHours" extra={t('settings.outsideHoursHelp')} style={{ marginBlockStart: 24 }}>
        <Radio.Group options={OUTSIDE_HOURS.map((value) => ({ value, label: t(`settings.outsideHoursPolicy.${value}`) }))} />
      </Form.Item>
      <Form.Item label={t('settings.onlineDeposits')} name="onlineDeposits">
        <Radio.Group options={ONLINE_DEPOSITS.map((value) => ({ value, label: t(`settings.deposits.${value}`) }))} />
      </Form.Item>
      <Form.Item
        label={t('settings.depositOnCancel')}
        name="depositOnCancel"
        extra={
          <>
            {t('settings.depositOnCancelHelp')}{' '}
            {t('settings.depositPolicyRead', {
              sentence: policy({
                outcome,
                cutoffHours: Number.isInteger(cutoff) ? (cutoff as number) : settings.cancelCutoffHours,
                amount: format.money(SAMPLE_DEPOSIT, settings.currency),
              }),
            })}
          </>
        }
      >
        <Radio.Group options={DEPOSIT_OUTCOMES.map((value) => ({ value, label: t(`settings.depositOutcome.${value}`) }))} />
      </Form.Item>
      <ErrorAlert text={failure && t('settings.failed', { reason: failure })} />
      <FormFooter submit={t('settings.save')} busy={save.busy} />
    </Form>
  );
}
