import { errorText } from '@frontdesk/shared';
import { PublicAlert, PublicButton, PublicForm, PublicPanel, type PublicRead } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/** A read on its way ("Loading…", announced), or one that failed: why, and a button to read again. */
export function ReadState({ title, loading, read }: { title: string; loading: string; read: PublicRead<unknown> }) {
  const { t } = useTranslation('bookings');
  return (
    <PublicPanel title={title}>
      {read.loading ? (
        <p role="status" style={{ marginBlock: 0 }}>
          {loading}
        </p>
      ) : (
        <>
          <PublicAlert>{errorText(read.error)}</PublicAlert>
          <PublicForm<Record<string, never>> onSubmit={read.retry} busy={false} aria-label={t('book.retry')}>
            <PublicButton>{t('book.retry')}</PublicButton>
          </PublicForm>
        </>
      )}
    </PublicPanel>
  );
}
