import { useTranslation } from 'react-i18next';
import { errorText } from '../api/problem';
import { PublicAlert } from './PublicAlert';
import { PublicButton } from './PublicButton';
import { PublicForm } from './PublicForm';
import type { PublicRead } from './usePublicRead';

type Props = {
  /** the read (`usePublicRead`) whose answer has not come, or failed */
  read: PublicRead<unknown>;
  /** what is on its way, in the page's words ("Loading the booking page…") */
  loading: string;
};

/**
 * A public page's read before its answer: on its way (said, and announced), or failed: why, and a
 * button to read again. The page draws its answer once there is one; this is what it draws until
 * then, in its panel or in the part of a step the read is for.
 */
export function PublicReadState({ read, loading }: Props) {
  const { t } = useTranslation('common');
  if (read.loading) {
    return (
      <p role="status" style={{ marginBlock: 0 }}>
        {loading}
      </p>
    );
  }
  return (
    <>
      <PublicAlert>{errorText(read.error)}</PublicAlert>
      <PublicForm<Record<string, never>> onSubmit={read.retry} busy={false} aria-label={t('tryAgain')}>
        <PublicButton>{t('tryAgain')}</PublicButton>
      </PublicForm>
    </>
  );
}
