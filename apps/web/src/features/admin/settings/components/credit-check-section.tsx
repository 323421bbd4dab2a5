import type { CreditCheckSettingsView } from '@kwacha/shared/staff/credit-checks';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/server-message';
import { useCreditCheckSettingsQuery, useSaveCreditCheckSettings } from '../api/credit-check-settings';
import { useAdminProductsQuery } from '../api/get-admin-products';
import { SettingSectionCard } from './setting-section-card';

const TITLE = 'Credit bureau check';

interface Draft {
  checkMandatory: boolean;
  onFailure: 'hold' | 'proceed';
  freshDays: string;
  maxArrearsDaysElsewhere: string;
  minScore: string;
  /** Kwacha as typed; sent in ngwee. */
  maxTotalInstalments: string;
}

const draftOf = (saved: CreditCheckSettingsView): Draft => ({
  checkMandatory: saved.checkMandatory,
  onFailure: saved.onFailure,
  freshDays: String(saved.freshDays),
  maxArrearsDaysElsewhere: String(saved.maxArrearsDaysElsewhere),
  minScore: saved.minScore === null ? '' : String(saved.minScore),
  maxTotalInstalments: saved.maxTotalInstalments === null ? '' : String(saved.maxTotalInstalments / 100),
});

const wholeOrNaN = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const kwachaToNgweeOrNaN = (text: string) =>
  /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

/**
 * docs/product.md §25.2, superuser: per loan product, whether the bureau check is mandatory, what happens
 * when the bureau fails, how long a report stays fresh, and the rules that send an application to staff.
 * The server checks every value (strict schema) and audits the change.
 */
export function CreditCheckSection() {
  const products = useAdminProductsQuery();
  const [productId, setProductId] = useState('');
  const chosen = productId || products.data?.[0]?.id || '';
  const saved = useCreditCheckSettingsQuery(chosen);
  return (
    <section aria-label={`${TITLE} per product`} className="space-y-3">
      <label className="block text-sm font-medium text-slate-700">
        Product
        <select
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          value={chosen}
          onChange={(event) => setProductId(event.target.value)}
        >
          {(products.data ?? []).map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </select>
      </label>
      {saved.data ? <CreditCheckForm key={chosen} saved={saved.data} /> : null}
    </section>
  );
}

function CreditCheckForm({ saved }: { saved: CreditCheckSettingsView }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveCreditCheckSettings();
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    setMessage(null);
    save.mutate(
      {
        productId: saved.productId,
        checkMandatory: draft.checkMandatory,
        onFailure: draft.onFailure,
        freshDays: wholeOrNaN(draft.freshDays),
        maxArrearsDaysElsewhere: wholeOrNaN(draft.maxArrearsDaysElsewhere),
        minScore: draft.minScore.trim() === '' ? null : wholeOrNaN(draft.minScore),
        maxTotalInstalments:
          draft.maxTotalInstalments.trim() === '' ? null : kwachaToNgweeOrNaN(draft.maxTotalInstalments),
      },
      {
        onSuccess: (response) => setMessage({ ok: true, text: response.message }),
        onError: (error) =>
          setMessage({ ok: false, text: serverMessage(error, 'The settings could not be saved.') }),
      },
    );
  };
  const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';
  return (
    <SettingSectionCard
      title={TITLE}
      description={
        <p>
          Asked only with the borrower's consent. On a bureau failure, hold sends the application to staff
          ("bureau unavailable"); proceed lets the rules go on without a report.
        </p>
      }
      onSubmit={submit}
      changed={changed}
      saving={save.isPending}
    >
      <label className="flex items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          checked={draft.checkMandatory}
          onChange={(event) => set('checkMandatory', event.target.checked)}
          className="size-5 accent-emerald-700"
        />
        Check mandatory (no application without consent)
      </label>
      <label className="block text-sm font-medium text-slate-700">
        When the bureau fails
        <select
          className={input}
          value={draft.onFailure}
          onChange={(event) => set('onFailure', event.target.value === 'proceed' ? 'proceed' : 'hold')}
        >
          <option value="hold">Hold for staff review</option>
          <option value="proceed">Proceed without a report</option>
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        A report stays fresh for (days)
        <input
          className={input}
          inputMode="numeric"
          value={draft.freshDays}
          onChange={(e) => set('freshDays', e.target.value)}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        No automatic approval with arrears elsewhere over (days)
        <input
          className={input}
          inputMode="numeric"
          value={draft.maxArrearsDaysElsewhere}
          onChange={(e) => set('maxArrearsDaysElsewhere', e.target.value)}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Staff review below this score (empty: not used)
        <input
          className={input}
          inputMode="numeric"
          value={draft.minScore}
          onChange={(e) => set('minScore', e.target.value)}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Staff review when all monthly instalments exceed (K; empty: not used)
        <input
          className={input}
          inputMode="decimal"
          value={draft.maxTotalInstalments}
          onChange={(e) => set('maxTotalInstalments', e.target.value)}
        />
      </label>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'text-emerald-800' : 'text-red-800'}
        >
          {message.text}
        </p>
      ) : null}
    </SettingSectionCard>
  );
}
