// The templates of the school's enrolment and drops imports (/api/school/inscriptions/{mass,drops}/template).
import { http } from '@mikro/api-client/core';
import { saveBlob } from './download';

export async function downloadSchoolImportTemplate(kind: 'inscripciones' | 'bajas'): Promise<void> {
  const path = kind === 'inscripciones' ? '/school/inscriptions/mass/template' : '/school/inscriptions/drops/template';
  const { data } = await http.get<Blob>(path, { responseType: 'blob' });
  saveBlob(data, kind === 'inscripciones' ? 'plantilla-inscripciones.xlsx' : 'plantilla-bajas.xlsx');
}
