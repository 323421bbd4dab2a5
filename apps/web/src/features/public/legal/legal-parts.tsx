import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useT } from '../../../lib/i18n/use-t';
import { fillMessage, fillText } from '../fill-message';
import { PageSection, PageShell } from '../page-shell';
import { EnglishIsBinding, useLegalLastUpdated } from './legal-contact';

export const listClass = 'grid list-disc gap-1 pl-5';

export const bold = (text: string) => <strong>{text}</strong>;

interface LegalPageProps {
  /** The text's title, its description for search engines, and its lead, which names the `{date}`. */
  messages: { title: MessageDescriptor; description: MessageDescriptor; lead: MessageDescriptor };
  children: ReactNode;
}

/**
 * A legal text's page: its title, above a translation the note that the English is binding, then the
 * lead with the date the texts last changed, and the sections.
 */
export function LegalPage({ messages, children }: LegalPageProps) {
  const t = useT();
  const lastUpdated = useLegalLastUpdated();
  usePageMeta({ title: t(messages.title), description: t(messages.description) });
  return (
    <PageShell
      title={t(messages.title)}
      notice={<EnglishIsBinding />}
      lead={fillText(t(messages.lead), { date: lastUpdated })}
    >
      {children}
    </PageShell>
  );
}

/** A section of one paragraph. */
export function TextSection({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const t = useT();
  return (
    <PageSection title={t(title)}>
      <p>{t(text)}</p>
    </PageSection>
  );
}

/** A bulleted list of sentences, `<b>` in them shown in bold. */
export function SentenceList({ items }: { items: readonly MessageDescriptor[] }) {
  const t = useT();
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.id}>{fillMessage(t(item), { b: bold })}</li>
      ))}
    </ul>
  );
}

/** A section's sub-heading and its paragraph. */
export function Clause({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const t = useT();
  return (
    <>
      <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
      <p>{t(text)}</p>
    </>
  );
}
