// Which charges a student's scholarship applies to: the school concepts it covers, or every one when it names none.

/** True when a scholarship covering `coveredConceptIds` (empty: every concept) applies to a charge of `conceptId`. */
export function scholarshipCovers(coveredConceptIds: readonly number[], conceptId: number | null): boolean {
  return coveredConceptIds.length === 0 || (conceptId !== null && coveredConceptIds.includes(conceptId));
}
