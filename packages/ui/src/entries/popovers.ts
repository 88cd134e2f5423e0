// What opens next to its trigger — menus, popovers and tooltips. Reached through the @mikro/ui root only
// (their positioning engine is heavy, and the shell's layout does not use them).
export { Menu } from '@chakra-ui/react/menu';
export { Popover } from '@chakra-ui/react/popover';
export { Tooltip } from '@chakra-ui/react/tooltip';
