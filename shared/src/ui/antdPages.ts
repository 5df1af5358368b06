// The platform's page-level antd components and icons: ones the shell does not use. They are a federation
// singleton of their own ('@frontdesk/shared/antd-pages'), fetched with the first page that imports
// from here instead of with every first visit, like ./antd is. They come from the same antd instance
// as ./antd, so the one ConfigProvider theme reaches them (docs/decisions/0003-sharing-antd.md).
// This module is the checkout's set: the components the point of sale's page draws, and so the
// first page most staff open. Every other page-level component is in ./antdMore
// ('@frontdesk/shared/antd-more'), fetched with the first page that needs one of them; a component
// goes here only when the checkout uses it (pnpm bench:bundle-size measures what the checkout loads).
// If the shell starts using one, move it to ./antd and re-export it here from './antd' so imports
// keep working.
export { Card, Col, Divider, Row, Segmented } from 'antd';
// tables (antd's Table brings Radio and Checkbox for row selection, and Card brings Tabs: they cost
// nothing more here)
export { Modal, Radio, Table, Tabs } from 'antd';
export type { PopoverProps, TableColumnsType, TableProps, TabsProps } from 'antd';
// checkout (mfe-payments)
export { AutoComplete, Popover } from 'antd';
// icons only pages use (the shell's are in ./icons, part of every first visit)
export { DeleteOutlined, DownloadOutlined, ImportOutlined, UndoOutlined } from '@ant-design/icons';
// checkout, receipts (mfe-payments)
export { CloseOutlined, DollarOutlined, PrinterOutlined } from '@ant-design/icons';
// catalogue (mfe-payments)
export { InboxOutlined, PercentageOutlined } from '@ant-design/icons';
// sales dashboards' trends (mfe-payments)
export { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
export { ExclamationCircleFilled, ExclamationCircleOutlined, SendOutlined, StarFilled, TagOutlined, WarningOutlined } from '@ant-design/icons';
// chat's composer (mfe-collab)
export { PaperClipOutlined } from '@ant-design/icons';
