import { usePageMeta } from '../../../components/seo/use-page-meta';
import {
  OFFICE_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  SUPPORT_REPLY_PROMISE,
} from '../company-details';
import { ContactForm } from './contact-form';
import { HowToComplain } from './how-to-complain';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Contact Kwacha Loans support about a loan, your account or a payment. Open Monday to Saturday; we reply within 24 hours.',
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Questions about a loan, your account or a payment? Send us a message. {SUPPORT_REPLY_PROMISE}
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <section aria-labelledby="support-heading" className="grid content-start gap-4 text-slate-700">
          <h2 id="support-heading" className="text-2xl font-semibold text-slate-900">
            Other ways to reach us
          </h2>
          <div>
            <h3 className="font-semibold text-slate-900">Support hours</h3>
            <p>{SUPPORT_HOURS}</p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Email</h3>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Phone</h3>
            <a href={SUPPORT_PHONE_HREF} className={linkClass}>
              {SUPPORT_PHONE}
            </a>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Office</h3>
            <address className="not-italic">
              {OFFICE_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </section>
      </div>
      <HowToComplain />
    </div>
  );
}
