import { Alert } from '@frontdesk/shared/antd';

/** The messages of a refused form, in one alert above it: the server's words, or a translated fallback. */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      style={{ marginBlockEnd: 16 }}
      title={
        errors.length === 1 ? (
          errors[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
