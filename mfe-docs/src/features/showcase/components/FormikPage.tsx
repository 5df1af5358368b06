// Fetched only by /app/extra/forms/formik (React.lazy, src/features/showcase/pages.ts): Formik is part
// of no other page.
import { buildPath, useApiMutation, type Contact } from '@frontdesk/shared';
import { Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { Card } from '@frontdesk/shared/antd-pages';
import { ErrorAlert, FormFooter, PageTitle, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createContact } from '../api';
import { registerShowcaseTexts } from '../i18n';

registerShowcaseTexts();

type Values = { firstName: string; lastName: string; email: string; phone: string; notes: string };
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'notes'] as const satisfies readonly (keyof Values)[];
const empty: Values = { firstName: '', lastName: '', email: '', phone: '', notes: '' };
const isField = (field: string): field is keyof Values => (FIELDS as readonly string[]).includes(field);

/**
 * /app/extra/forms/formik (demo flag): a new contact of the business, its form's state in Formik. The
 * form checks only that a name is given; the email and phone are the API's to judge, and what it
 * refuses shows under the field it names.
 */
export function FormikPage() {
  const { t } = useTranslation('showcase');
  const [created, setCreated] = useState<Contact>();
  const save = useApiMutation({
    mutationFn: (values: Values) => createContact(values),
    invalidates: [['contacts']],
    successMessage: (contact) => t('formik.created', { name: `${contact.firstName} ${contact.lastName}`.trim() }),
    failureToast: 'fields',
  });
  const formik = useFormik<Values>({
    initialValues: empty,
    validate: (values) => {
      const errors: FormikErrors<Values> = {};
      if (!values.firstName.trim() && !values.lastName.trim()) errors.firstName = t('formik.nameRequired');
      return errors;
    },
    onSubmit: async (values, helpers) => {
      const contact = await save.mutateAsync(values).catch(() => undefined);
      if (!contact) return;
      setCreated(contact);
      helpers.resetForm();
    },
  });
  // the API's refusals under Formik's fields (the kit's one way of placing them)
  const refusal = useFieldRefusals<keyof Values>(
    {
      setFields: (fields) => {
        formik.setErrors(Object.fromEntries(fields.map((field) => [field.name, field.errors.join(' ')])));
        for (const field of fields) void formik.setFieldTouched(field.name, true, false);
      },
    },
    save,
    (field) => (isField(field) ? field : null),
  );

  const field = (name: keyof Values, multiline = false) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    const props = {
      id: `formik-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      'aria-invalid': !!error || undefined,
    };
    return (
      <Form.Item label={t(`formik.${name}`)} htmlFor={`formik-${name}`} validateStatus={error ? 'error' : undefined} help={error}>
        {multiline ? <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 8 }} /> : <Input {...props} autoComplete="off" />}
      </Form.Item>
    );
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: 640 }}>
      <PageTitle routeId="formsFormik" intro={t('formik.intro')} />
      <Card>
        <Form layout="vertical" component="div">
          <form onSubmit={formik.handleSubmit} noValidate>
            {field('firstName')}
            {field('lastName')}
            {field('email')}
            {field('phone')}
            {field('notes', true)}
            <ErrorAlert text={refusal} />
            <FormFooter submit={t('formik.create')} busy={formik.isSubmitting} />
          </form>
        </Form>
      </Card>
      {created && (
        <Typography.Text>
          <Link to={buildPath('contact', { contactId: created.id })}>{t('formik.open', { name: `${created.firstName} ${created.lastName}`.trim() })}</Link>
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('library', { library: 'Formik 2' })}</Typography.Text>
    </Flex>
  );
}
