// The age range a group admits: a maximum below the minimum would admit nobody.

export const MAX_AGE_BELOW_MINIMUM = 'La edad máxima debe ser mayor o igual a la mínima';

/**
 * A group's age bounds agree when either is open (null or undefined: no limit on that side) or the maximum is at
 * least the minimum; equal bounds are a one-age group. The group form and the API both ask this before saving.
 */
export function ageRangeAgrees(minAge: number | null | undefined, maxAge: number | null | undefined): boolean {
  if (minAge === null || minAge === undefined || maxAge === null || maxAge === undefined) return true;
  return maxAge >= minAge;
}
