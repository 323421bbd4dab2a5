/** Shown while the me call decides who is signed in. */
export function SessionLoading() {
  return (
    <p role="status" className="px-4 py-16 text-center text-slate-700">
      Loading authentication...
    </p>
  );
}
