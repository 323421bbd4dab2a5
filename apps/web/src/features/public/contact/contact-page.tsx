import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useT } from '../../../lib/i18n/use-t';
import { OFFICE_ADDRESS, supportEmail, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../company-details';
import { publicPagesMessages } from '../public-pages.messages';
import { ContactForm } from './contact-form';
import { contactMessages as messages } from './contact.messages';
import { HowToComplain } from './how-to-complain';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

export function ContactPage() {
  const t = useT();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  const email = supportEmail();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(messages.title)}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        {t(messages.lead)} {t(publicPagesMessages.replyPromise)}
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <section aria-labelledby="support-heading" className="grid content-start gap-4 text-slate-700">
          <h2 id="support-heading" className="text-2xl font-semibold text-slate-900">
            {t(messages.otherWays)}
          </h2>
          <div>
            <h3 className="font-semibold text-slate-900">{t(messages.supportHours)}</h3>
            <p>{t(publicPagesMessages.supportHours)}</p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t(messages.email)}</h3>
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t(messages.phone)}</h3>
            <a href={SUPPORT_PHONE_HREF} className={linkClass}>
              {SUPPORT_PHONE}
            </a>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t(messages.office)}</h3>
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
