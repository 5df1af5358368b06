import type { ReactNode } from 'react';
import { Result } from '../antd';

/** A record that does not exist (or is another business's: the API answers both the same way). */
export function NotFoundState({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Result
      status="404"
      title={
        <span role="heading" aria-level={1}>
          {title}
        </span>
      }
      subTitle={text}
      extra={action}
    />
  );
}
