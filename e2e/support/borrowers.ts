let sequence = 0;

/** A new borrower's details, unique per call within a run. */
export function newBorrower() {
  sequence += 1;
  const n = `${String(Date.now()).slice(-5)}${String(sequence).padStart(2, '0')}`;
  return {
    firstName: 'Chipo',
    lastName: 'Mwanza',
    email: `chipo.${n}@example.zm`,
    phone: `+26096${n}`,
    dateOfBirth: '1992-03-14',
    nrc: `${n.slice(1)}/11/1`,
    address: 'House 4, Kabulonga Road',
    city: 'Lusaka',
    province: 'Lusaka',
    password: 'Mufulira-Copper-77!',
  };
}
