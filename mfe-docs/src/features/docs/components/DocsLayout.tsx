import type { DocsPage } from '@frontdesk/shared';
import { theme } from '@frontdesk/shared/antd';
import { Col, Row } from '@frontdesk/shared/antd-pages';
import type { ReactNode } from 'react';
import { DocsNav } from './DocsNav';

/** The list of docs pages at the start side, the current page beside it (stacked on phones). */
export function DocsLayout({ current, children }: { current: DocsPage; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[token.marginLG, token.marginLG]} style={{ maxWidth: 1120, marginInline: 'auto' }}>
      <Col xs={24} md={7} lg={6}>
        <DocsNav current={current} />
      </Col>
      <Col xs={24} md={17} lg={18}>
        {children}
      </Col>
    </Row>
  );
}
