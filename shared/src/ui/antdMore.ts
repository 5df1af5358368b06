// The page-level antd components the checkout does not use ('@frontdesk/shared/antd-more'): a
// federation singleton of its own, fetched with the first page that imports one of them, so the
// point of sale's page does not download them (see ./antdPages, docs/decisions/0003-sharing-antd.md).
// Same antd instance as ./antd and ./antdPages: the one ConfigProvider theme reaches them.
// forms and panels (the shell's own pages that use them, sign-in, sign-up, account and signpad, are
// fetched when shown)
export { Checkbox, Descriptions, Form, Popconfirm, Switch, Tag } from 'antd';
export type { FormInstance, FormProps } from 'antd';
// figures, wizards and folding sections: reports and dashboards, the contacts import, the FAQ, the
// register's close
export { Collapse, Progress, Statistic, Steps } from 'antd';
export type { CollapseProps } from 'antd';
// a list paged apart from a table (the bookings grouped by day)
export { Pagination } from 'antd';
// a link printed for phones to open (the booking page's share card)
export { QRCode } from 'antd';
// the kanban board's handle and a list's actions (mfe-collab)
export { HolderOutlined, MoreOutlined } from '@ant-design/icons';
