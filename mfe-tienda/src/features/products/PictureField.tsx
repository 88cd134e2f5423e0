// The product picture: uploads the chosen image (POST /api/files) and keeps its url ('/api/files/<id>') in `picture`.
import { useState } from 'react';
import { toApiError, uploadFile } from '@mikro/api-client';
import { Box, Button, HStack, Image, Input, Text, VStack, useFormikContext } from '@mikro/ui';
import type { ProductFormValues } from './productForm';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a file cannot be the picture, or null when it can be uploaded. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Elige una imagen PNG, JPEG o WebP';
  if (file.size > MAX_BYTES) return 'La imagen supera el límite de 2 MB';
  return null;
}

export function PictureField() {
  const { values, setFieldValue } = useFormikContext<ProductFormValues>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const reason = pictureProblem(file);
    setProblem(reason);
    if (reason) return;
    setBusy(true);
    try {
      const uploaded = await uploadFile(file);
      await setFieldValue('picture', uploaded.url);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="4" align="center">
      <Box width="20" height="20" borderWidth="1px" rounded="md" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
        {values.picture ? (
          <Image src={values.picture} alt="Imagen del producto" objectFit="cover" width="full" height="full" />
        ) : (
          <Text fontSize="xs" color="fg.muted">
            Sin imagen
          </Text>
        )}
      </Box>
      <VStack align="start" gap="1">
        <Input
          type="file"
          p="1"
          size="sm"
          accept={ACCEPTED.join(',')}
          aria-label="Imagen del producto"
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <HStack>
          <Text fontSize="xs" color="fg.muted">
            {busy ? 'Subiendo la imagen…' : 'PNG, JPEG o WebP, máximo 2 MB'}
          </Text>
          {values.picture && !busy && (
            <Button size="xs" variant="ghost" onClick={() => void setFieldValue('picture', '')}>
              Quitar imagen
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
