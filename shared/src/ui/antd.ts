// The platform's antd surface. antd's single instance reaches every root through this module
// (a federation singleton); nothing imports 'antd' directly, so a first visit fetches only the
// components listed here instead of all of antd (docs/decisions/0003-sharing-antd.md).
// Add a component here when the shell (or shared/ui) needs it; one that only pages of remotes use
// goes to ./antdPages ('@frontdesk/shared/antd-pages'), which a first visit does not fetch.
import { Result as AntdResult, type ResultProps as AntdResultProps } from 'antd';
import type { FC } from 'react';

export {
  Alert,
  App,
  Avatar,
  Button,
  ConfigProvider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Input,
  Layout,
  List,
  Menu,
  Select,
  Space,
  Spin,
  Tooltip,
  Typography,
  theme,
} from 'antd';
export type { ButtonProps, InputProps, InputRef, MenuProps, ThemeConfig } from 'antd';

/** Result's statuses: builds leave out the 403 and 500 illustrations (shared/build/webpack.mjs). */
export type ResultProps = Omit<AntdResultProps, 'status'> & {
  status?: Exclude<AntdResultProps['status'], 403 | 500 | '403' | '500'>;
};
export const Result: FC<ResultProps> = AntdResult;
