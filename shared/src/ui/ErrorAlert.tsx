import { errorText } from '../api/problem';
import { Alert } from './antd';

/** A refused or failed change, above its form: what went wrong in the user's language (nothing when none). */
export function ErrorAlert({ error, text }: { error?: unknown; text?: string | null }) {
  const message = text ?? (error ? errorText(error) : null);
  if (!message) return null;
  return <Alert role="alert" type="error" showIcon style={{ marginBlockEnd: 16 }} title={message} />;
}
