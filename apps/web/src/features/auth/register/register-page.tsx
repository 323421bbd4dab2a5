import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegisterForm } from './components/register-form';

export function RegisterPage() {
  usePageTitle('Register');
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
        <p className="mt-1 text-slate-700">Register to apply for a loan from K10 to K50,000.</p>
        <div className="mt-6">
          <RegisterForm />
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link
            to="/login"
            className="rounded font-semibold text-emerald-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            Login
          </Link>
        </p>
      </div>
    </section>
  );
}
