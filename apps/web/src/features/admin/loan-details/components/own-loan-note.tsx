/** The text on a staff member's own loan, which the server would refuse any action on (docs/product.md §14.2). */
export const OWN_LOAN_NOTE =
  'This is your own loan. Another member of staff must decide, pay out or change it.';

/** The Actions section of a staff member's own loan: the note instead of the buttons. */
export function OwnLoanNote() {
  return (
    <section aria-labelledby="loan-actions-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="loan-actions-heading" className="text-xl font-semibold text-slate-900">
        Actions
      </h2>
      <p role="note" className="mt-4 text-slate-700">
        {OWN_LOAN_NOTE}
      </p>
    </section>
  );
}
