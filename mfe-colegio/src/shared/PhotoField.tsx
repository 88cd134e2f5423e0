// A person's photo inside a formik form: uploads the chosen image (POST /api/files) and keeps its url in
// the field `name`; empty means no photo.
import { useState } from 'react';
import { toApiError, uploadFile } from '@mikro/api-client';
import { Avatar, Button, HStack, Input, Text, VStack, useFormikContext } from '@mikro/ui';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

export function PhotoField({ name, personName, label = 'Foto' }: { name: string; personName: string; label?: string }) {
  const formik = useFormikContext<Record<string, unknown>>();
  const url = String(formik.values[name] ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem('Elige una imagen PNG, JPEG o WebP');
    if (file.size > MAX_BYTES) return setProblem('La imagen supera el límite de 2 MB');
    setBusy(true);
    try {
      const uploaded = await uploadFile(file);
      await formik.setFieldValue(name, uploaded.url);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="4" align="center">
      <Avatar.Root size="2xl">
        {url && <Avatar.Image src={url} alt={label} />}
        <Avatar.Fallback name={personName || undefined} />
      </Avatar.Root>
      <VStack align="start" gap="1" minW="0">
        <Input
          type="file"
          p="1"
          size="sm"
          accept={ACCEPTED.join(',')}
          aria-label={label}
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <HStack wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {busy ? 'Subiendo la foto…' : 'PNG, JPEG o WebP, máximo 2 MB'}
          </Text>
          {url && !busy && (
            <Button size="xs" variant="ghost" onClick={() => void formik.setFieldValue(name, '')}>
              Quitar foto
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
