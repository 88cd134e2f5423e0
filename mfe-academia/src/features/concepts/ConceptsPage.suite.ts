import { describe, expect, it } from '@jest/globals';
import type { AcademyConcept } from '@mikro/contracts';
import { conceptInitialValues } from './ConceptsPage';

describe('the academy concept form', () => {
  it('starts a new concept as a one-time charge', () => {
    expect(conceptInitialValues(null).conceptType).toBe('OneTime');
  });

  it('keeps the type of a concept being edited', () => {
    expect(conceptInitialValues({ conceptType: 'Monthly', name: 'Mensualidad natación' } as AcademyConcept)).toMatchObject({ conceptType: 'Monthly', name: 'Mensualidad natación' });
  });
});
