import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { FOUNDED_YEAR } from '../company-details';
import { fillText } from '../fill-message';
import { PageSection, PageShell } from '../page-shell';
import { aboutMessages as messages } from './about.messages';

const OFFER = [
  messages.offerAmounts,
  messages.offerProducts,
  messages.offerOnline,
  messages.offerPayout,
  messages.offerRepayments,
] as const;

const VALUES = [
  { title: messages.honesty, text: messages.honestyText },
  { title: messages.responsibility, text: messages.responsibilityText },
  { title: messages.speed, text: messages.speedText },
  { title: messages.respect, text: messages.respectText },
] as const;

export function AboutPage() {
  const t = useT();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  return (
    <PageShell title={t(messages.title)} lead={t(messages.lead)}>
      <PageSection title={t(messages.whoWeAre)}>
        <p>{fillText(t(messages.founded), { year: FOUNDED_YEAR })}</p>
        <p>{t(messages.responsibleLending)}</p>
      </PageSection>
      <PageSection title={t(messages.whatWeOffer)}>
        <ul className="grid list-disc gap-2 pl-5">
          {OFFER.map((offer) => (
            <li key={offer.id}>{t(offer)}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={t(messages.ourValues)}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {VALUES.map((value) => (
            <div key={value.title.id} className="rounded-xl border border-slate-200 p-4">
              <dt className="font-semibold text-slate-900">{t(value.title)}</dt>
              <dd className="mt-1">{t(value.text)}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/loan-products">{t(messages.seeProducts)}</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          {t(messages.contactUs)}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
