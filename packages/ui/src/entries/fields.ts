// @mikro/ui/fields: the choice fields bound to formik and the Chakra controls behind them, with the select
// that screens use outside a form (a list's filter, a picker) — the one the formik SelectField wraps — and
// the file picker (in Spanish whatever the browser's language) that the image field and the imports use.
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Switch } from '@chakra-ui/react/switch';
export { Avatar } from '@chakra-ui/react/avatar';

export { SelectInput } from '../form/SelectInput';
export type { SelectInputProps, SelectOption } from '../form/SelectInput';
export { SelectField } from '../form/SelectField';
export type { SelectFieldProps } from '../form/SelectField';
export { ColorPaletteField } from '../form/ColorPaletteField';
export type { ColorPaletteFieldProps } from '../form/ColorPaletteField';
export { PALETTE, paletteColor } from '../theme/palette';
export type { PaletteColor } from '../theme/palette';
export { SwitchField } from '../form/SwitchField';
export type { SwitchFieldProps } from '../form/SwitchField';
export { CheckboxField } from '../form/CheckboxField';
export type { CheckboxFieldProps } from '../form/CheckboxField';
export { CheckboxGroupField } from '../form/CheckboxGroupField';
export type { CheckboxGroupFieldProps } from '../form/CheckboxGroupField';
export { FilePicker, FILE_PICKER_TEXTS } from '../form/FilePicker';
export type { FilePickerProps } from '../form/FilePicker';
export { ImageField, imageProblem, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../form/ImageField';
export type { ImageFieldProps } from '../form/ImageField';
export { CodeSearchField } from '../form/CodeSearchField';
export type { CodeSearchFieldProps, CodeOption } from '../form/CodeSearchField';
// A customer's fiscal data (RFC, name, regime, UsoCFDI the regime allows, postal code): also on the public
// self-invoicing page, which loads core, forms and fields only.
export { ReceiverFields, receiverSchema, EMPTY_RECEIVER } from '../invoicing/ReceiverFields';
export type { ReceiverValues } from '../invoicing/ReceiverFields';
