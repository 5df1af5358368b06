import { useApiMutation, type Booking } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { EditOutlined } from '@frontdesk/shared/icons';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeBooking } from '../api';

/** The API's limit on a booking's notes. */
const NOTES_MAX = 2000;

/** An appointment's notes, changed in place (a time held online has none to change). */
export function BookingNotes({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ notes: string }>();
  const save = useApiMutation({
    mutationFn: (notes: string) => changeBooking(booking.id, { notes }),
    invalidates: [['bookings']],
    successMessage: t('bookings.notes.saved'),
    failureToast: false,
    onSuccess: () => setEditing(false),
  });
  const failure = useFieldRefusals(form, save, (field) => (field === 'notes' ? 'notes' : null));

  if (!editing) {
    return (
      <Flex vertical gap="small" align="flex-start">
        <Typography.Paragraph type={booking.notes ? undefined : 'secondary'} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {booking.notes || t('bookings.notes.none')}
        </Typography.Paragraph>
        {booking.status !== 'held' && (
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('bookings.notes.edit')}
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <Form
      form={form}
      layout="vertical"
      name={`notes-${booking.id}`}
      initialValues={{ notes: booking.notes }}
      onFinish={(values) => save.mutate(values.notes.trim())}
      disabled={save.busy}
    >
      <Form.Item name="notes" label={t('bookings.notes.label')}>
        <Input.TextArea autoFocus autoSize={{ minRows: 3, maxRows: 10 }} maxLength={NOTES_MAX} showCount />
      </Form.Item>
      <ErrorAlert text={failure && t('bookings.notes.failed', { reason: failure })} />
      <FormFooter submit={t('bookings.notes.save')} busy={save.busy} cancel={{ label: t('bookings.notes.cancel'), onClick: () => setEditing(false) }} />
    </Form>
  );
}
