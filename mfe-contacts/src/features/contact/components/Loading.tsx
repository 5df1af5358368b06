import { Flex, Spin } from '@frontdesk/shared/antd';

/** A part of a page loading: a spinner a screen reader announces by name. */
export function Loading({ label }: { label: string }) {
  return (
    <Flex role="status" aria-label={label} justify="center" style={{ paddingBlock: 32 }}>
      <Spin description={label} />
    </Flex>
  );
}
