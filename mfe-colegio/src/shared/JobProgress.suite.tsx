import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { ImportJob } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { JobResult, studentsDoneText } from './JobProgress';

const refused = (patch: Partial<ImportJob> = {}): ImportJob => ({
  id: 4, kind: 'inscripciones', status: 'rechazado', fileName: '', total: 2, processed: 2, created: 0,
  errors: [
    { row: 1, field: 'enrollment', message: 'El alumno ya tiene una inscripción activa en este ciclo' },
    { row: 2, field: 'enrollment', message: 'El alumno ya tiene una inscripción activa en este ciclo' },
  ],
  repeated: false, createdAt: '2026-11-25T17:30:00.000Z', finishedAt: '2026-11-25T17:30:01.000Z',
  ...patch,
});
const sent = ['A2026002 · Diego López García', 'A2026003 · Valeria Martínez Rivera'];

describe('JobResult', () => {
  it('names the refused students of a mass enrolment sent from the screen, not rows of a file the user never saw', async () => {
    await renderScreen(<JobResult job={refused()} doneText={() => ''} rowLabel={(row) => sent[row - 1]!} />);
    expect(screen.getByText('No se inscribió a nadie: corrija los alumnos marcados y vuelva a enviar.')).toBeInTheDocument();
    expect(screen.queryByText(/archivo/)).toBeNull();
    expect(screen.getByText('2 de 2 alumnos')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Alumnos rechazados' });
    expect(within(table).getByRole('row', { name: /A2026003 · Valeria Martínez Rivera/ })).toHaveTextContent('El alumno ya tiene una inscripción activa en este ciclo');
  });

  it('keeps the rows of a refused file', async () => {
    await renderScreen(<JobResult job={refused({ fileName: 'inscripciones.xlsx' })} doneText={() => ''} />);
    expect(screen.getByText('No se escribió nada: corrija las filas marcadas y vuelva a enviar el archivo completo.')).toBeInTheDocument();
    expect(screen.getByText('inscripciones.xlsx · 2 de 2 filas')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Filas rechazadas' })).toBeInTheDocument();
  });
});

describe('studentsDoneText', () => {
  it('says one student in the singular', () => {
    expect(studentsDoneText('inscripciones', 1)).toBe('Se inscribió 1 alumno');
    expect(studentsDoneText('inscripciones', 3)).toBe('Se inscribieron 3 alumnos');
    expect(studentsDoneText('bajas', 1)).toBe('Se dio de baja a 1 alumno');
    expect(studentsDoneText('bajas', 2)).toBe('Se dieron de baja 2 alumnos');
  });
});
