// How a person's name is written everywhere (screens, tickets, receipts, reports): given name first, then the
// father's and the mother's surnames, skipping the empty ones; or surnames first where lists sort by them.

type NamePart = string | null | undefined;

const join = (parts: NamePart[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** "Lucía Hernández Ruiz": name, father's surname, mother's surname. */
export function personName(name: NamePart, fatherSurname: NamePart, motherSurname: NamePart): string {
  return join([name, fatherSurname, motherSurname]);
}

/** "Hernández Ruiz Lucía": surnames first, as school lists are read and sorted. */
export function personNameSurnamesFirst(name: NamePart, fatherSurname: NamePart, motherSurname: NamePart): string {
  return join([fatherSurname, motherSurname, name]);
}
