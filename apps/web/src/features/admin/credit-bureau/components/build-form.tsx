import { buildSubmissionSchema } from '@kwacha/shared/staff/credit-reporting';
import { useState } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { FilterBar } from '../../../../components/staff-list/filter-bar';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useBuildSubmission } from '../api/submissions';

export const BUILD_FAILED_MESSAGE = 'The file could not be built. Please try again.';

/**
 * A superuser builds a month's file, or builds it again (docs/product.md §25.3). A refusal (a month not
 * ended, a file sent) stays under the form in the server's words; a build's rejects open below.
 */
export function BuildForm({
  lastEndedMonth,
  onBuilt,
}: {
  lastEndedMonth: string;
  onBuilt: (built: { id: string; month: string }) => void;
}) {
  const build = useBuildSubmission();
  useSignOutOnAuthFailure(build.error);
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm({ schema: buildSubmissionSchema, defaultValues: { month: lastEndedMonth } });
  const busy = build.isPending;

  const submit = form.submit(async (input) => {
    if (busy) return;
    setProblem(null);
    try {
      const { data, message } = await build.mutateAsync(input);
      toast({ type: 'success', title: message || `The file for ${input.month} is built.` });
      onBuilt({ id: data.submission.id, month: data.submission.month });
    } catch (failure) {
      setProblem(serverMessage(failure, BUILD_FAILED_MESSAGE));
    }
  });

  return (
    <div className="space-y-3">
      <FilterBar
        label="Build a month's file"
        columns="sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="Month"
          inputMode="numeric"
          placeholder="YYYY-MM"
          hint="A month that has ended, for example 2026-11."
          {...form.field('month')}
        />
        <Button type="submit" className="sm:mt-6" disabled={busy}>
          {busy ? 'Building…' : 'Build file'}
        </Button>
      </FilterBar>
      <div role="alert">
        {problem ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
        ) : null}
      </div>
    </div>
  );
}
