// The platform's antd surface. antd's single instance reaches every root through this module
// (a federation singleton); nothing imports 'antd' directly, so a first visit fetches only the
// components listed here instead of all of antd (docs/decisions/0003-sharing-antd.md).
// Add a component here when the shell (or shared/ui) needs it; one that only pages of remotes use
// goes to ./antdPages ('@frontdesk/shared/antd-pages'), which a first visit does not fetch.
export {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  List,
  Menu,
  Result,
  Segmented,
  Select,
  Space,
  Spin,
  Switch,
  Tooltip,
  Typography,
  theme,
} from 'antd';
export type {
  ButtonProps,
  FormProps,
  MenuProps,
  ThemeConfig,
} from 'antd';
