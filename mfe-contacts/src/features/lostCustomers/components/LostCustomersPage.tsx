import { Alert, Button, Flex } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { LoadingState } from '@frontdesk/shared/ui';
import { NumberInput, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { FALLBACK_DAYS, useLostDays } from '../hooks/useLostDays';
import { LostCustomersList } from './LostCustomersList';

/** /app/contacts/lost-customers: contacts with no visit in N days (the business default to start). */
export function LostCustomersPage() {
  const { t } = useTranslation('contacts');
  const lost = useLostDays();

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="lostCustomers" intro={t('lostCustomers.intro')} />
      {lost.settingsLoading ? (
        <LoadingState label={t('lostCustomers.loading')} />
      ) : (
        <>
          <Form layout="inline" onSubmitCapture={(event) => event.preventDefault()}>
            <Form.Item
              label={t('lostCustomers.days.label')}
              htmlFor="lost-customers-days"
              validateStatus={lost.valid ? undefined : 'error'}
              help={
                lost.valid ? (
                  lost.businessDefault !== undefined ? (
                    t('lostCustomers.days.help', { days: lost.businessDefault })
                  ) : undefined
                ) : (
                  // the field names it as its description (a Form.Item without a name does not)
                  <span id="lost-customers-days-refusal">{t('lostCustomers.days.invalid')}</span>
                )
              }
            >
              <NumberInput
                id="lost-customers-days"
                whole
                value={lost.value}
                onChange={lost.setValue}
                {...(lost.valid ? {} : { 'aria-invalid': true, 'aria-describedby': 'lost-customers-days-refusal' })}
                style={{ width: 120 }}
              />
            </Form.Item>
            {lost.canSave ? (
              <Form.Item>
                <Button onClick={lost.save} loading={lost.saving} disabled={lost.saveDisabled}>
                  {t('lostCustomers.save.button')}
                </Button>
              </Form.Item>
            ) : null}
          </Form>
          {lost.fallback ? <Alert type="warning" showIcon title={t('lostCustomers.days.fallback', { days: FALLBACK_DAYS })} /> : null}
          {lost.days !== undefined ? <LostCustomersList days={lost.days} /> : null}
        </>
      )}
    </Flex>
  );
}
