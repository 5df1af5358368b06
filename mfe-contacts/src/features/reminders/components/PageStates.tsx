import { Button, Flex, Result, Spin } from '@frontdesk/shared/antd';
import { ReloadOutlined } from '@frontdesk/shared/icons';

// Loading and failure states the reminders, lost customers, reports and import pages share.

/** While something loads: a spinner a screen reader announces by name. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Flex role="status" aria-label={label} justify="center" style={{ paddingBlock: 48 }}>
      <Spin size="large" description={label} />
    </Flex>
  );
}

/** Something could not be loaded: say so, in a heading under the page's, and offer to ask again. */
export function FailedState({
  title,
  text,
  retry,
  onRetry,
}: {
  title: string;
  text: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Result
      status="warning"
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      subTitle={text}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}
