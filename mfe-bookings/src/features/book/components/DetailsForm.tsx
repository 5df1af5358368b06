import { useAssetTexts, type OnlineService, type VisitorDetails } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicField, PublicForm, useFieldRefusals, usePublicForm, type PublicMutation } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { detailFields, toVisitorDetails, type DetailValues } from '../utils/details';

/** the visitor's own fields, by the API's names: their labels */
const PERSON_LABELS = {
  firstName: 'book.details.firstName',
  lastName: 'book.details.lastName',
  email: 'book.details.email',
  phone: 'book.details.phone',
  notes: 'book.details.notes',
} as const;
import { AssetFields } from './AssetFields';

type Props = {
  service: OnlineService;
  /** the form's accessible name: what the details are for */
  label: string;
  /** the change the details are sent with: its refused fields are told under them */
  sending: Pick<PublicMutation<unknown, VisitorDetails>, 'busy' | 'error' | 'fieldErrors' | 'errorText'>;
  /** the details as the API takes them, and the form's values (to fill it again) */
  onSubmit: (details: VisitorDetails, values: DetailValues) => void;
  /** the values it opens with: the details sent last, when the visitor comes back to change them */
  initial?: DetailValues | null;
  /** the submit's words ("Book", "Continue to pay $17.00 deposit", "Join the waitlist"; its busy words while sending) */
  submit: string;
  /** the form waits for something else too (a held time being let go) */
  waiting?: boolean;
  /** a second action under the submit ("Choose another time") */
  other?: { label: string; onClick: () => void };
};

/**
 * The visitor's details (and their asset's, when the service is for one), as the API takes them
 * for a booking and for a place on the waitlist alike. A refused field is told under it; any other
 * refusal above the form.
 */
export function DetailsForm({ service, label, sending, onSubmit, initial, submit, waiting = false, other }: Props) {
  const { t } = useTranslation('bookings');
  const form = usePublicForm<DetailValues>();
  const { fieldLabel, typeName } = useAssetTexts();
  const fields = detailFields(service.assetType);
  // a refusal of a field the form does not show says which: the visitor's own words for it
  const labelOf = (field: string) => {
    const person = PERSON_LABELS[field as keyof typeof PERSON_LABELS];
    if (person) return t(person);
    const key = field.startsWith('asset.') ? field.split('.').at(-1) : undefined;
    const assetField = service.assetType?.fields.find((f) => f.key === key);
    return assetField ? fieldLabel(assetField) : field.startsWith('asset') && service.assetType ? typeName(service.assetType.name) : undefined;
  };
  const refusal = useFieldRefusals(form, sending, (field) => (fields.has(field) ? field : null), labelOf);
  return (
    <>
      <PublicForm<DetailValues>
        form={form}
        busy={sending.busy || waiting}
        onSubmit={(values) => onSubmit(toVisitorDetails(values, service.assetType), values)}
        aria-label={label}
      >
        <PublicField name="firstName" label={t('book.details.firstName')} required autoComplete="given-name" maxLength={60} defaultValue={initial?.firstName} />
        <PublicField name="lastName" label={t('book.details.lastName')} autoComplete="family-name" maxLength={60} defaultValue={initial?.lastName} />
        <PublicField name="email" label={t('book.details.email')} type="email" required autoComplete="email" maxLength={254} defaultValue={initial?.email} />
        <PublicField name="phone" label={t('book.details.phone')} type="tel" required autoComplete="tel" maxLength={32} defaultValue={initial?.phone} />
        {service.assetType ? <AssetFields assetType={service.assetType} initial={initial} /> : null}
        <PublicField name="notes" label={t('book.details.notes')} maxLength={500} defaultValue={initial?.notes} />
        {/* beside the button just pressed, not above a form taller than a phone's screen */}
        <PublicAlert>{refusal}</PublicAlert>
        <PublicButton busy={sending.busy}>{submit}</PublicButton>
        {other ? <PublicButton onClick={other.onClick}>{other.label}</PublicButton> : null}
      </PublicForm>
    </>
  );
}
