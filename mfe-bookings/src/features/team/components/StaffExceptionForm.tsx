import { addDays, useApiMutation, useFormat } from '@frontdesk/shared';
import { Flex, Input } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { Checkbox, Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, TimeOfDayInput, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { addStaffException } from '../api';
import { CLOCK_END, CLOCK_START } from '../utils/hours';
import {
  blankException,
  EXCEPTION_KINDS,
  MAX_EXCEPTION_NOTE,
  needsTimes,
  spansDays,
  toExceptionInput,
  type ExceptionFormValues,
} from '../utils/exceptionValues';

type Props = {
  staffId: string;
  /** the business's today and the last day offered */
  from: string;
  to: string;
};

const FIELDS = ['day', 'through', 'kind', 'starts', 'ends', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** A day that differs for a member: time off (the whole day or part of it) or extra hours, with a note. */
export function StaffExceptionForm({ staffId, from, to }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const [form] = Form.useForm<ExceptionFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'off';
  const wholeDay = Form.useWatch('wholeDay', form) ?? true;
  const day = Form.useWatch('day', form);
  const add = useApiMutation({
    mutationFn: (values: ExceptionFormValues) => addStaffException(toExceptionInput(staffId, values)),
    // the days that differ change the free slots
    invalidates: [['staff-exceptions'], ['booking-slots']],
    successMessage: (added) => t(`team.exceptions.added.${added.kind}`),
    failureToast: false,
    onSuccess: () => form.resetFields(),
  });
  const failure = useFieldRefusals(form, add, (field) => (FIELDS.includes(field as Field) ? (field as Field) : null));

  return (
    <Form<ExceptionFormValues>
      form={form}
      name={`staffException-${staffId}`}
      layout="vertical"
      initialValues={blankException(from)}
      onFinish={(values) => add.mutate(values)}
      disabled={add.busy}
    >
      <Flex gap="middle" wrap align="flex-start">
        <Form.Item
          label={t('team.exceptions.day')}
          name="day"
          style={{ flex: '1 1 160px' }}
          rules={[{ required: true, message: t('team.exceptions.dayRequired') }]}
        >
          <Input type="date" min={from} max={to} />
        </Form.Item>
        <Form.Item label={t('team.exceptions.kind')} name="kind" style={{ flex: '1 1 200px' }}>
          <Radio.Group optionType="button" options={EXCEPTION_KINDS.map((value) => ({ value, label: t(`team.exceptions.kinds.${value}`) }))} />
        </Form.Item>
      </Flex>
      {kind === 'off' && (
        <Form.Item name="wholeDay" valuePropName="checked">
          <Checkbox>{t('team.exceptions.wholeDay')}</Checkbox>
        </Form.Item>
      )}
      {spansDays(kind, wholeDay) && (
        <Form.Item
          label={t('team.exceptions.through')}
          name="through"
          extra={t('team.exceptions.throughHelp')}
          dependencies={['day']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, through?: string) =>
                !through || through > String(getFieldValue('day')) ? Promise.resolve() : Promise.reject(new Error(t('team.exceptions.throughAfter'))),
            }),
          ]}
        >
          <Input type="date" min={day ? addDays(day, 1) : from} max={to} style={{ inlineSize: 180 }} />
        </Form.Item>
      )}
      {needsTimes(kind, wholeDay) && (
        <Flex gap="middle" wrap align="flex-start">
          <Form.Item
            label={t('team.exceptions.starts')}
            name="starts"
            rules={[{ required: true, pattern: CLOCK_START, message: t('team.form.startInvalid', { example: format.timeOfDay('09:30') }) }]}
          >
            <TimeOfDayInput placeholder={format.timeOfDay('09:00')} maxLength={12} style={{ inlineSize: 120 }} />
          </Form.Item>
          <Form.Item
            label={t('team.exceptions.ends')}
            name="ends"
            dependencies={['starts']}
            rules={[
              { required: true, pattern: CLOCK_END, message: t('team.form.endInvalid', { example: format.timeOfDay('17:30') }) },
              ({ getFieldValue }) => ({
                validator: (_, ends?: string) => {
                  const starts = getFieldValue('starts') as string | undefined;
                  const backwards = ends && starts && CLOCK_START.test(starts) && CLOCK_END.test(ends) && ends <= starts;
                  return backwards ? Promise.reject(new Error(t('team.form.backwards'))) : Promise.resolve();
                },
              }),
            ]}
          >
            <TimeOfDayInput end placeholder={format.timeOfDay('17:00')} maxLength={12} style={{ inlineSize: 120 }} />
          </Form.Item>
        </Flex>
      )}
      <Form.Item label={t('team.exceptions.note')} name="note">
        <Input maxLength={MAX_EXCEPTION_NOTE} autoComplete="off" placeholder={t('team.exceptions.notePlaceholder')} />
      </Form.Item>
      <ErrorAlert text={failure && t('team.exceptions.addFailed', { reason: failure })} />
      <FormFooter submit={t('team.exceptions.add')} busy={add.busy} />
    </Form>
  );
}
