// The one image field of the product (a user's photo, a student's photo, a product's picture): checks the
// chosen file, uploads it through the `upload` the screen passes (usually uploadFile of @mikro/api-client)
// and keeps the returned url in the formik field `name`; empty means "no image".
import { useState } from 'react';
import { useField } from 'formik';
import { Avatar } from '@chakra-ui/react/avatar';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FilePicker } from './FilePicker';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a file cannot be uploaded as an image, or null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Elija una imagen PNG, JPEG o WebP';
  if (file.size > IMAGE_MAX_BYTES) return 'La imagen supera el límite de 2 MB';
  return null;
}

export interface ImageFieldProps {
  /** Formik field holding the url. */
  name: string;
  /** Accessible name of the file picker and alt text of the preview, e.g. 'Foto del usuario'. */
  label: string;
  /** Uploads the file and answers its url. */
  upload: (file: File) => Promise<{ url: string }>;
  /** 'avatar': a round photo with the person's initials when empty; 'picture': a square thumbnail. */
  variant?: 'avatar' | 'picture';
  /** Initials shown by the avatar without a photo. */
  personName?: string;
  /** Text of the remove button ('Quitar foto', 'Quitar imagen'). */
  removeText?: string;
}

export function ImageField({ name, label, upload, variant = 'picture', personName, removeText = 'Quitar imagen' }: ImageFieldProps) {
  const [field, , helpers] = useField<string | null | undefined>(name);
  const url = field.value ?? '';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The file behind the image shown, when chosen here (an image loaded with the record has no name to show).
  const [chosenName, setChosenName] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const reason = imageProblem(file);
    setProblem(reason);
    if (reason) return;
    setBusy(true);
    try {
      const uploaded = await upload(file);
      await helpers.setValue(uploaded.url);
      setChosenName(file.name);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const preview =
    variant === 'avatar' ? (
      <Avatar.Root size="2xl">
        {url && <Avatar.Image src={url} alt={label} />}
        <Avatar.Fallback name={personName || undefined} />
      </Avatar.Root>
    ) : (
      <Box width="20" height="20" borderWidth="1px" rounded="md" overflow="hidden" display="flex" alignItems="center" justifyContent="center" flexShrink={0}>
        {url ? (
          <Image src={url} alt={label} objectFit="cover" width="full" height="full" />
        ) : (
          <Text fontSize="xs" color="fg.muted">
            Sin imagen
          </Text>
        )}
      </Box>
    );

  return (
    <HStack gap="4" align="center">
      {preview}
      <VStack align="start" gap="1" minWidth="0">
        <FilePicker accept={IMAGE_TYPES.join(',')} aria-label={label} disabled={busy} fileName={url ? chosenName : null} onSelect={(file) => void choose(file)} />
        <HStack wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {busy ? 'Subiendo la imagen…' : 'PNG, JPEG o WebP, máximo 2 MB'}
          </Text>
          {url && !busy && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                setChosenName(null);
                void helpers.setValue('');
              }}
            >
              {removeText}
            </Button>
          )}
        </HStack>
        {problem && (
          <Text fontSize="sm" color="red.600" role="alert">
            {problem}
          </Text>
        )}
      </VStack>
    </HStack>
  );
}
