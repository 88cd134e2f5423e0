// @mikro/ui: the design system. Apps import UI only from here, never from '@chakra-ui/react',
// so the shared bundle holds only the Chakra parts listed below.

// Chakra primitives apps may use (named subpath imports keep the rest of Chakra out of the bundle).
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack, HStack, VStack, StackSeparator } from '@chakra-ui/react/stack';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Wrap, WrapItem } from '@chakra-ui/react/wrap';
export { Center } from '@chakra-ui/react/center';
export { Container } from '@chakra-ui/react/container';
export { Spacer } from '@chakra-ui/react/spacer';
export { Group } from '@chakra-ui/react/group';
export { Text } from '@chakra-ui/react/text';
export { Heading } from '@chakra-ui/react/heading';
export { Button, IconButton, ButtonGroup, CloseButton } from '@chakra-ui/react/button';
export type { ButtonProps, IconButtonProps } from '@chakra-ui/react/button';
export { Input } from '@chakra-ui/react/input';
export type { InputProps } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Textarea } from '@chakra-ui/react/textarea';
export { Link } from '@chakra-ui/react/link';
export { Badge } from '@chakra-ui/react/badge';
export { Spinner } from '@chakra-ui/react/spinner';
export { Separator } from '@chakra-ui/react/separator';
export { Avatar } from '@chakra-ui/react/avatar';
export { Drawer } from '@chakra-ui/react/drawer';
export { Dialog } from '@chakra-ui/react/dialog';
export { Menu } from '@chakra-ui/react/menu';
export { Popover } from '@chakra-ui/react/popover';
export { Tabs } from '@chakra-ui/react/tabs';
export { Table } from '@chakra-ui/react/table';
export { Card } from '@chakra-ui/react/card';
export { Field } from '@chakra-ui/react/field';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Switch } from '@chakra-ui/react/switch';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Alert } from '@chakra-ui/react/alert';
export { Tooltip } from '@chakra-ui/react/tooltip';
export { Progress } from '@chakra-ui/react/progress';
export { Skeleton, SkeletonText, SkeletonCircle } from '@chakra-ui/react/skeleton';
export { Image } from '@chakra-ui/react/image';
export { Icon } from '@chakra-ui/react/icon';
export { Portal } from '@chakra-ui/react/portal';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { chakra } from '@chakra-ui/react/styled-system';
export type { HTMLChakraProps } from '@chakra-ui/react/styled-system';
export { useDisclosure, useBreakpointValue, useMediaQuery } from '@chakra-ui/react/hooks';

// Theme, providers and colour mode.
export { system, UI_LOCALE } from './theme/system';
export { UiProvider } from './theme/UiProvider';
export type { UiProviderProps } from './theme/UiProvider';
export { useColorMode, ColorModeButton, COLOR_MODE_STORAGE_KEY } from './theme/color-mode';
export type { ColorMode, UseColorModeReturn, ColorModeButtonProps } from './theme/color-mode';

// Toasts and feedback.
export {
  toaster,
  Toaster,
  notify,
  TOAST_TEXTS,
  TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from './feedback/toaster';
export { ConfirmDialog } from './feedback/ConfirmDialog';
export type { ConfirmDialogProps } from './feedback/ConfirmDialog';
export { EmptyState, ErrorState, LoadingState } from './feedback/states';
export { NotFoundPanel } from './feedback/NotFoundPanel';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps } from './feedback/states';
export { BottomSheet } from './feedback/BottomSheet';
export type { BottomSheetProps, BottomSheetItem } from './feedback/BottomSheet';

// Progress bar.
export {
  progress,
  createProgressStore,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_HIDE_DELAY_MS,
} from './progress/progress-store';
export type { ProgressStore, ProgressState, ProgressPhase } from './progress/progress-store';
export { ProgressBar } from './progress/ProgressBar';
export type { ProgressBarProps } from './progress/ProgressBar';

// Formatting.
export { formatMoney, formatMoneyCompact } from './format/money';
export type { MoneyValue } from './format/money';
export { formatDate, formatDateTime, formatTime, formatIsoDate, DATE_FORMATS, EMPTY_DATE_TEXT } from './format/date';
export type { DateValue } from './format/date';
export { truncate, TRUNCATE_LENGTH } from './format/text';
export { Money, DateText } from './format/display';
export type { MoneyProps, DateTextProps } from './format/display';

// Validation.
export { MESSAGES, maxLengthMessage } from './validation/messages';
export { requiredString, emailString, maxLength, requiredObject, rfcString } from './validation/rules';
export type { SelectedObject } from './validation/rules';
export { changePasswordSchema } from './validation/change-password';
export type { ChangePasswordValues, ChangePasswordSchemaOptions } from './validation/change-password';

// Forms (formik + yup).
export { FormikForm } from './form/FormikForm';
export type { FormikFormProps } from './form/FormikForm';
export { TextField } from './form/TextField';
export type { TextFieldProps } from './form/TextField';
export { PasswordField } from './form/PasswordField';
export type { PasswordFieldProps } from './form/PasswordField';
export { SelectField } from './form/SelectField';
export type { SelectFieldProps, SelectOption } from './form/SelectField';
export { SwitchField } from './form/SwitchField';
export type { SwitchFieldProps } from './form/SwitchField';
export { CheckboxField } from './form/CheckboxField';
export type { CheckboxFieldProps } from './form/CheckboxField';
export { CheckboxGroupField } from './form/CheckboxGroupField';
export type { CheckboxGroupFieldProps } from './form/CheckboxGroupField';
export { SubmitButton } from './form/SubmitButton';
export { CancelButton } from './form/CancelButton';
export { FormDialog } from './form/FormDialog';
export type { FormDialogProps } from './form/FormDialog';
export type { SubmitButtonProps } from './form/SubmitButton';
export { ImageField, imageProblem, IMAGE_MAX_BYTES, IMAGE_TYPES } from './form/ImageField';
export type { ImageFieldProps } from './form/ImageField';
export { CodeSearchField } from './form/CodeSearchField';
export type { CodeSearchFieldProps, CodeOption } from './form/CodeSearchField';
export { useFormikContext } from 'formik';
export type { FormikHelpers, FormikProps } from 'formik';

// Table.
export { DataTable } from './table/DataTable';
export type { DataTableProps } from './table/DataTable';
export { SearchInput } from './table/SearchInput';
export type { SearchInputProps } from './table/SearchInput';
export { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from './table/types';
export type { Column, ExportCell, SortState, SortOrder } from './table/types';
export { ExportButton } from './table/ExportButton';
export type { ExportButtonProps } from './table/ExportButton';
export { buildWorkbook, exportColumns, exportMatrix, exportToExcel } from './table/exportToExcel';
export type { ExportSheet } from './table/exportToExcel';

// Catalogue screens (the screen kit).
export { ResourcePage, statusColumn } from './resource/ResourcePage';
export type {
  ResourceFilter,
  ResourceFilterValue,
  ResourceForm,
  ResourceListState,
  ResourceMutationsLike,
  ResourcePageProps,
  ResourcePageSource,
  ResourcePermissions,
  ResourceRow,
  ResourceStatusFilter,
} from './resource/types';
export { useTableState, pagedResultProps } from './table/useTableState';
export type { TableState, TableStateOptions, TableControlProps, PagedQueryLike } from './table/useTableState';

// Spreadsheet import.
export { SpreadsheetImport } from './import/SpreadsheetImport';
export type { SpreadsheetImportProps, ImportProgress } from './import/SpreadsheetImport';
export { readSpreadsheet, parseCsv, columnIndex, SPREADSHEET_MAX_BYTES } from './import/readSpreadsheet';
export type { SheetContent, SheetRow } from './import/readSpreadsheet';

// Layout and icons.
export { LAYOUT } from './layout/constants';
export { PageHeader } from './layout/PageHeader';
export type { PageHeaderProps } from './layout/PageHeader';
export { MenuIcon, resolveMenuIcon, MENU_ICONS, FALLBACK_MENU_ICON } from './icons/MenuIcon';
export type { MenuIconProps } from './icons/MenuIcon';

// Payments (fee counters of the school and the academies).
export * from './payments';

// Invoicing (CFDI): invoice panel of each payment, receiver fields, state badges.
export * from './invoicing';
