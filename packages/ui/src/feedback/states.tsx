import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Inbox, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title = 'No hay registros', description, icon, action }: EmptyStateProps) {
  return (
    <Center py="10" px="4">
      <VStack gap="2" textAlign="center" color="fg.muted">
        <span aria-hidden="true">{icon ?? <Inbox size={32} />}</span>
        <Text fontWeight="medium" color="fg">
          {title}
        </Text>
        {description ? <Text fontSize="sm">{description}</Text> : null}
        {action}
      </VStack>
    </Center>
  );
}

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retryText?: string;
}

export function ErrorState({ message = 'Ha ocurrido un error', onRetry, retryText = 'Reintentar' }: ErrorStateProps) {
  return (
    <Center py="10" px="4" role="alert">
      <VStack gap="3" textAlign="center">
        <span aria-hidden="true">
          <TriangleAlert size={32} color="var(--chakra-colors-red-solid)" />
        </span>
        <Text>{message}</Text>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {retryText}
          </Button>
        ) : null}
      </VStack>
    </Center>
  );
}

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label = 'Cargando…' }: LoadingStateProps) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
