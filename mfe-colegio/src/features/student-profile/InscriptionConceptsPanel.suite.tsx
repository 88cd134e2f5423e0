import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { InscriptionConcept, InscriptionDetail } from '@mikro/contracts';
import { schoolApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { InscriptionConceptsPanel } from './InscriptionConceptsPanel';

const enrolmentFee: InscriptionConcept = { id: 1, inscriptionId: 7, schoolConceptId: 10, name: 'Inscripción', price: '3500.00', quantity: 1, conceptType: 'OneTime', months: [8], paymentDay: 1, isActive: true };
const tuition: InscriptionConcept = { id: 2, inscriptionId: 7, schoolConceptId: 11, name: 'Colegiatura', price: '2500.00', quantity: 1, conceptType: 'Monthly', months: [10, 9], paymentDay: 10, isActive: true };

function detail(concepts: InscriptionConcept[], status: InscriptionDetail['status'] = 'activa'): InscriptionDetail {
  return {
    id: 7,
    student: { id: 3, name: 'Valeria Martínez Rivera', enrollment: 'A2026003', familyId: 2 },
    cycle: { id: 1, name: '2025-2026' },
    grade: { id: 1, name: '1° Primaria' },
    classroom: null,
    paymentPlan: { id: 1, name: 'Plan anual Primaria' },
    status,
    inscriptionDate: '2025-08-25',
    pendingCharges: 3,
    pendingAmount: '8500.00',
    createdAt: '2025-08-25T10:00:00.000Z',
    concepts,
  };
}

async function renderPanel(canEdit = true) {
  await renderScreen(<InscriptionConceptsPanel inscriptionId={7} canEdit={canEdit} onClose={() => undefined} />);
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InscriptionConceptsPanel', () => {
  it("lists the inscription's concepts with type, months, due day, price and active flag", async () => {
    const books: InscriptionConcept = { ...enrolmentFee, id: 3, name: 'Paquete de libros', months: [] };
    jest.spyOn(schoolApi, 'inscription').mockResolvedValue(detail([enrolmentFee, tuition, books]));
    await renderPanel();
    const row = await rowOf('Colegiatura');
    expect(within(await rowOf('Paquete de libros')).getByText('Mes de la inscripción')).toBeInTheDocument();
    expect(within(row).getByText('Mensual')).toBeInTheDocument();
    expect(within(row).getByText('Septiembre, Octubre')).toBeInTheDocument();
    expect(within(row).getByText('$ 2,500.00')).toBeInTheDocument();
    expect(within(await rowOf('Inscripción')).getByText('Pago único')).toBeInTheDocument();
    expect(screen.getByLabelText('Activo: Colegiatura (Septiembre, Octubre)')).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Conceptos de la inscripción · 2025-2026' })).toBeInTheDocument();
  });

  it('toggles a concept off and shows it as the API answers', async () => {
    const user = userEvent.setup();
    const read = jest.spyOn(schoolApi, 'inscription').mockResolvedValue(detail([enrolmentFee, tuition]));
    const update = jest.spyOn(schoolApi, 'updateConcept').mockImplementation(async () => {
      const changed = detail([enrolmentFee, { ...tuition, isActive: false }]);
      read.mockResolvedValue(changed);
      return changed;
    });
    await renderPanel();
    await user.click(await screen.findByLabelText('Activo: Colegiatura (Septiembre, Octubre)'));
    expect(update).toHaveBeenCalledWith(7, 2, { isActive: false });
    await waitFor(() => expect(screen.getByLabelText('Activo: Colegiatura (Septiembre, Octubre)')).not.toBeChecked());
    expect(screen.getByLabelText('Activo: Inscripción (Agosto)')).toBeChecked();
  });

  it('edits price, day and months; a negative price is refused before anything is sent', async () => {
    const user = userEvent.setup();
    jest.spyOn(schoolApi, 'inscription').mockResolvedValue(detail([enrolmentFee, tuition]));
    const update = jest.spyOn(schoolApi, 'updateConcept').mockResolvedValue(detail([enrolmentFee, tuition]));
    await renderPanel();
    await user.click(within(await rowOf('Colegiatura')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Colegiatura»' });
    const price = within(dialog).getByLabelText(/Precio/);
    expect(price).toHaveValue('2500.00');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El importe no puede ser negativo')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '2600');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Noviembre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(7, 2, { price: '2600.00', quantity: 1, paymentDay: 10, months: [9, 10, 11], isActive: true }));
  });

  it('shows no edit controls without the edit permission, nor an add button on a dropped inscription', async () => {
    jest.spyOn(schoolApi, 'inscription').mockResolvedValue(detail([tuition], 'baja'));
    await renderPanel(false);
    const row = await rowOf('Colegiatura');
    expect(within(row).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Activo: Colegiatura (Septiembre, Octubre)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Agregar concepto' })).not.toBeInTheDocument();
    expect(screen.getByText('Baja')).toBeInTheDocument();
  });
});
