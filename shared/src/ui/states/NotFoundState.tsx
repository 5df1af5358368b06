import type { ReactNode } from 'react';
import { Result } from '../antd';
import { Heading } from '../Heading';

/** A record that does not exist (or is another business's: the API answers both the same way). */
export function NotFoundState({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return <Result status="404" title={<Heading level={1}>{title}</Heading>} subTitle={text} extra={action} />;
}
