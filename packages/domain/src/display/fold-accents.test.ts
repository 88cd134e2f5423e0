import { describe, expect, it } from '@jest/globals';
import { foldAccents } from './fold-accents';

describe('foldAccents', () => {
  it.each([
    ['Lucía López', 'lucia lopez'],
    ['GEOMETRÍA', 'geometria'],
    ['Ñandú', 'nandu'],
    ['Sándwich de jamón', 'sandwich de jamon'],
    ['lapiz', 'lapiz'],
  ])('folds %p to %p', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });
});
