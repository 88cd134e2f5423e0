import { describe, expect, it } from '@jest/globals';
import { personName, personNameSurnamesFirst } from './person-name';

describe('a person name', () => {
  it.each([
    [['Lucía', 'Hernández', 'Ruiz'], 'Lucía Hernández Ruiz', 'Hernández Ruiz Lucía'],
    [['Lucía', 'Hernández', ''], 'Lucía Hernández', 'Hernández Lucía'],
    [['Lucía', null, 'Ruiz'], 'Lucía Ruiz', 'Ruiz Lucía'],
    [[' Ana ', undefined, '  '], 'Ana', 'Ana'],
    [['', '', ''], '', ''],
  ] as const)('joins %p skipping empty parts', ([name, father, mother], given, surnamesFirst) => {
    expect(personName(name, father, mother)).toBe(given);
    expect(personNameSurnamesFirst(name, father, mother)).toBe(surnamesFirst);
  });
});
