import { describe, expect, it } from '@jest/globals';
import { isValidEmail } from './email';

describe('an e-mail address', () => {
  it('has a domain with a dot and a top-level domain', () => {
    expect(['ana@colegio.mx', 'ana.lopez+tareas@mail.colegio.edu.mx'].map(isValidEmail)).toEqual([true, true]);
  });

  it('is refused without one, with spaces, two @ or a comma', () => {
    expect(['tomas@example', 'ana@', 'ana.example.com', 'ana@@colegio.mx', 'ana @colegio.mx', 'ana@colegio,mx', 'ana@colegio..mx', 'ana@.mx', 'ana@colegio.m'].map(isValidEmail)).toEqual(Array(9).fill(false));
  });
});
