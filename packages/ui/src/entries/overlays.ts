// @mikro/ui/overlays: what covers the page — drawers, dialogs, the confirmation dialog, the bottom sheet
// and the form in a dialog. Menus, popovers and tooltips (positioned next to their trigger) come with the
// @mikro/ui root.
export { Drawer } from '@chakra-ui/react/drawer';
export { Dialog } from '@chakra-ui/react/dialog';

export { ConfirmDialog } from '../feedback/ConfirmDialog';
export type { ConfirmDialogProps } from '../feedback/ConfirmDialog';
export { BottomSheet } from '../feedback/BottomSheet';
export type { BottomSheetProps, BottomSheetItem } from '../feedback/BottomSheet';
export { FormDialog } from '../form/FormDialog';
export type { FormDialogProps } from '../form/FormDialog';
export { SwipeDrawerContent } from '../motion/SwipeDrawerContent';
export type { SwipeDrawerContentProps } from '../motion/SwipeDrawerContent';
export { ModalDialog } from '../feedback/ModalDialog';
export type { ModalDialogProps } from '../feedback/ModalDialog';
