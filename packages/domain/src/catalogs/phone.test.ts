import { describe, expect, it } from '@jest/globals';
import { normalizePhone } from './phone';

describe('a phone number', () => {
  it('is ten digits however they are written, with or without +52', () => {
    expect(['8112345678', '(81) 1234-5678', '81.1234.5678', '+52 81 1234 5678', '52 8112345678'].map(normalizePhone)).toEqual(Array(5).fill('8112345678'));
  });

  it('is not one when it is not ten digits', () => {
    expect(['555', '12-ab', '811234567', '81123456789', '+1 81 1234 5678', ''].map(normalizePhone)).toEqual(Array(6).fill(null));
  });
});
