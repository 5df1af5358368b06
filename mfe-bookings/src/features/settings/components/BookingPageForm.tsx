import { useApiMutation, type BookingSettings, type BookingSettingsPatch } from '@frontdesk/shared';
import { Button, Flex, Input, Typography, theme } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBookingSettings } from '../api';
import { logoOf } from '../utils/logo';

type PageValues = Pick<BookingSettingsPatch, 'pageAddress' | 'pagePhone' | 'logo'>;
const PAGE_FIELDS = ['pageAddress', 'pagePhone', 'logo'] as const;
const pageFieldOf = (field: string) => PAGE_FIELDS.find((name) => name === field) ?? null;

/** The logo field: the one shown (the saved one, or the one chosen), a way to choose another and to take it away. */
function LogoField({ value, onChange, saved }: { value?: string | null; onChange?: (logo: string | null) => void; saved: string | null }) {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // undefined: the saved logo stays; null: taken away; a data: URL: the new one
  const shown = value === undefined ? saved : value;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    const logo = await logoOf(file);
    setReading(false);
    setProblem(logo ? null : t('settings.page.logoUnreadable'));
    if (logo) onChange?.(logo);
  };
  return (
    <Flex gap="middle" align="center" wrap>
      <div
        style={{
          inlineSize: 64,
          blockSize: 64,
          display: 'grid',
          placeItems: 'center',
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
        }}
      >
        {shown ? (
          <img src={shown} alt={t('settings.page.logoPreview')} style={{ maxInlineSize: 56, maxBlockSize: 56 }} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('settings.page.noLogo')}
          </Typography.Text>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        aria-label={t('settings.page.logoFile')}
        style={{ display: 'none' }}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button loading={reading} onClick={() => input.current?.click()}>
        {shown ? t('settings.page.logoChange') : t('settings.page.logoChoose')}
      </Button>
      {shown ? <Button onClick={() => onChange?.(null)}>{t('settings.page.logoRemove')}</Button> : null}
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** What the booking page shows of the business beside its name: its logo, address and phone (admins change them). */
export function BookingPageForm({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation('bookings');
  const [form] = Form.useForm<PageValues>();
  const save = useApiMutation({
    mutationFn: (values: PageValues) => updateBookingSettings(values),
    invalidates: [['booking-settings']],
    successMessage: t('settings.page.saved'),
    failureToast: false,
    // the new logo is the saved one now: the form lets go of its copy
    onSuccess: () => form.setFieldValue('logo', undefined),
  });
  const failure = useFieldRefusals(form, save, pageFieldOf);
  return (
    <Form<PageValues>
      form={form}
      name="bookingPage"
      aria-label={t('settings.page.title')}
      layout="vertical"
      initialValues={{ pageAddress: settings.pageAddress, pagePhone: settings.pagePhone }}
      // a logo left as it was is not sent
      onFinish={({ logo, ...values }) => save.mutate(logo === undefined ? values : { ...values, logo })}
      disabled={save.busy}
    >
      <Form.Item label={t('settings.page.logo')} name="logo" extra={t('settings.page.logoHelp')}>
        <LogoField saved={settings.logoUrl} />
      </Form.Item>
      <Form.Item label={t('settings.page.address')} name="pageAddress" extra={t('settings.page.addressHelp')}>
        <Input.TextArea rows={2} maxLength={300} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label={t('settings.page.phone')} name="pagePhone">
        <Input type="tel" maxLength={40} autoComplete="tel" style={{ maxInlineSize: 280 }} />
      </Form.Item>
      <ErrorAlert text={failure && t('settings.failed', { reason: failure })} />
      <FormFooter submit={t('settings.page.save')} busy={save.busy} />
    </Form>
  );
}
