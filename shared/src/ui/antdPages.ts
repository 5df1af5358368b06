// The platform's page-level antd components and icons: ones the shell does not use. They are a federation
// singleton of their own ('@frontdesk/shared/antd-pages'), fetched with the first page that imports
// from here instead of with every first visit, like ./antd is. They come from the same antd instance
// as ./antd, so the one ConfigProvider theme reaches them (docs/decisions/0003-sharing-antd.md).
// Add a component here (not to ./antd) when a page needs one the shell does not use. If the shell
// starts using one, move it to ./antd and re-export it here from './antd' so imports keep working.
export { Badge, Breadcrumb, Col, Collapse, Divider, Row, Tag } from 'antd';
// forms and panels: the shell's own pages that use them (sign-in, sign-up, account, signpad) are
// fetched when shown, so a visit to a remote's page (checkout) does not download them
export { Card, Descriptions, Form, Segmented, Switch } from 'antd';
export type { FormProps } from 'antd';
export type { CollapseProps } from 'antd';
// reminders, lost customers, contact reports, contact import (mfe-contacts)
export { Progress, Radio, Statistic, Steps } from 'antd';
export type { TableColumnsType } from 'antd';
// contacts pages (list, contact tabs, forms, asset types)
export { InputNumber, Modal, Popconfirm, Table, Tabs } from 'antd';
export type { TableProps, TabsProps } from 'antd';
// icons only pages use (the shell's are in ./icons, part of every first visit)
export { DeleteOutlined, DownloadOutlined, ImportOutlined, UndoOutlined } from '@ant-design/icons';
// checkout, receipts (mfe-payments)
export { CloseOutlined, DollarOutlined, PrinterOutlined } from '@ant-design/icons';
// checkout (mfe-payments)
export { AutoComplete, Popover } from 'antd';
// catalogue (mfe-payments)
export { InboxOutlined, PercentageOutlined } from '@ant-design/icons';
// sales dashboards' trends (mfe-payments)
export { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
