// «Nueva familia» without leaving the form that needs one (a student's, a prospect's conversion): the family
// form in a dialog; the created family is handed back so the calling form can choose it.
import type { Family } from '@mikro/contracts';
import { familiesApi, useCreate, setServerFieldErrors } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { Box, Button, FormDialog, notify, type FormikHelpers } from '@mikro/ui';
import { useState } from 'react';
import { FamilyFields } from './FamilyFields';
import { familyInitialValues, familySchema, toFamilyInput, type FamilyValues } from './familyForm';

/** Creating a family is the families route's `crear`, the permission the API checks. */
export function useCanCreateFamily(): boolean {
  return useCanOn('/familias', 'crear');
}

export function NewFamilyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (family: Family) => void }) {
  const create = useCreate(familiesApi);
  const submit = async (values: FamilyValues, helpers: FormikHelpers<FamilyValues>) => {
    try {
      const family = await create.mutateAsync(toFamilyInput(values));
      notify.success(`Se creó la familia ${family.name}`);
      onCreated(family);
      onClose();
    } catch (error) {
      const apiError = setServerFieldErrors(error, helpers.setFieldError);
      if (!apiError.fields?.length) notify.error(apiError.message);
    }
  };
  return (
    // React sends a portal's events up its component tree: the submit of this form must not reach the form
    // that opened it.
    <Box display="contents" onSubmit={(event) => event.stopPropagation()}>
      <FormDialog<FamilyValues> open={open} onClose={onClose} size="lg" title="Nueva familia" submitText="Crear familia" initialValues={familyInitialValues(null)} validationSchema={familySchema} onSubmit={submit}>
        <FamilyFields />
      </FormDialog>
    </Box>
  );
}

/** The «Nueva familia» button beside a family select, with its dialog; `onCreated` chooses the new family. */
export function NewFamilyButton({ onCreated }: { onCreated: (family: Family) => void }) {
  const [open, setOpen] = useState(false);
  if (!useCanCreateFamily()) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Nueva familia
      </Button>
      <NewFamilyDialog open={open} onClose={() => setOpen(false)} onCreated={onCreated} />
    </>
  );
}
