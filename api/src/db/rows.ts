// Reading the rows a statement returned when the statement itself guarantees how many there are: an
// INSERT … RETURNING of one row, an aggregate, a SELECT by a key just written in the same transaction.
// Where a missing row is a business case (an id from the request that may not exist), check it and answer
// 404/409 instead; these are for rows whose absence would be a bug.

/** The one row a statement always returns; throws (a 500, a bug) if it returned none. */
export function onlyRow<T>(rows: readonly T[], what = 'row'): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`expected a ${what}, the statement returned none`);
  return row;
}
