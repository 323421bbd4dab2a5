/** Inline links of the auth screens (Register, Forgot password?, Back to Login). */
export const textLinkClasses =
  'rounded font-semibold text-emerald-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600';

/** The narrow card the sign-in screens sit in, matching the recovery screens. */
export const authCardClasses = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8';
