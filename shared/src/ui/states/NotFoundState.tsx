import { FileSearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Result, theme } from '../antd';
import { Heading } from '../Heading';

/**
 * A page or record that does not exist (or is another business's: the API answers both the same
 * way), told in the person's language by its heading. The picture is an icon hidden from assistive
 * technology: antd's 404 illustration carries an English title of its own ("No Found") that was
 * read out and shown as a tooltip in every language.
 */
export function NotFoundState({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Result
      icon={<FileSearchOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />}
      title={<Heading level={1}>{title}</Heading>}
      subTitle={text}
      extra={action}
    />
  );
}
