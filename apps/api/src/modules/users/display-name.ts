/** How staff see a person: "First Last" when the names are known, otherwise the username. */
export function displayName(person: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.username;
}
