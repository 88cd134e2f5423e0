// @mikro/ui/core: what every screen needs, the login page included — the theme and providers, the layout
// and text primitives, buttons, inputs, alerts, toasts, the progress bar and the loading/empty/error states.
// Keep it small: the shell's first load carries all of it. Heavier pieces live in the other sub-entries.

// Chakra primitives (named subpath imports keep the rest of Chakra out of the bundle).
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
export { Card } from '@chakra-ui/react/card';
export { Field } from '@chakra-ui/react/field';
export { Alert } from '@chakra-ui/react/alert';
export { Skeleton, SkeletonText, SkeletonCircle } from '@chakra-ui/react/skeleton';
export { Image } from '@chakra-ui/react/image';
export { Icon } from '@chakra-ui/react/icon';
export { Portal } from '@chakra-ui/react/portal';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { chakra } from '@chakra-ui/react/styled-system';
export type { HTMLChakraProps } from '@chakra-ui/react/styled-system';
export { useDisclosure, useBreakpointValue, useMediaQuery } from '@chakra-ui/react/hooks';

// Theme, providers and colour mode.
export { system, UI_LOCALE } from '../theme/system';
export { UiProvider } from '../theme/UiProvider';
export type { UiProviderProps } from '../theme/UiProvider';
export { useColorMode, ColorModeButton, COLOR_MODE_STORAGE_KEY } from '../theme/color-mode';
export type { ColorMode, UseColorModeReturn, ColorModeButtonProps } from '../theme/color-mode';

// Toasts and feedback.
export {
  toaster,
  Toaster,
  notify,
  TOAST_TEXTS,
  TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from '../feedback/toaster';
export { EmptyState, ErrorState, LoadingState } from '../feedback/states';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps } from '../feedback/states';
export { NotFoundPanel } from '../feedback/NotFoundPanel';

// Progress bar.
export {
  progress,
  createProgressStore,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_HIDE_DELAY_MS,
} from '../progress/progress-store';
export type { ProgressStore, ProgressState, ProgressPhase } from '../progress/progress-store';
export { ProgressBar } from '../progress/ProgressBar';
export type { ProgressBarProps } from '../progress/ProgressBar';

// Layout.
export { LAYOUT } from '../layout/constants';
export { PageHeader } from '../layout/PageHeader';
export type { PageHeaderProps } from '../layout/PageHeader';
