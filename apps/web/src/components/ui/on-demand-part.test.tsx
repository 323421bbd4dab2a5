import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type OnDemandPart, onDemandPart, useOnDemandPart } from './on-demand-part';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

function Host({ part, name, wanted }: { part: OnDemandPart<GreetingProps>; name: string; wanted?: boolean }) {
  const Part = useOnDemandPart(part, wanted);
  return Part ? <Part name={name} /> : <p>waiting for {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('onDemandPart', () => {
  it('renders nothing until the chunk is in, then the part, fetching it once for every user, in the task after mounting', async () => {
    const chunk = deferred<typeof Greeting>();
    let fetches = 0;
    const part = onDemandPart(() => {
      fetches += 1;
      return chunk.promise;
    });
    render(
      <>
        <Host part={part} name="Mwila" />
        <Host part={part} name="Chanda" />
      </>,
    );
    expect(screen.getByText('waiting for Mwila')).toBeTruthy();
    // Not in the mount's own task, which on a slow phone is long enough already.
    expect(fetches).toBe(0);
    await waitFor(() => expect(fetches).toBe(1));
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Hello Mwila')).toBeTruthy();
    expect(screen.getByText('Hello Chanda')).toBeTruthy();
    expect(fetches).toBe(1);
  });

  it('fetches again when the part is wanted after a failed fetch (a dropped connection)', async () => {
    let attempt = 0;
    const part = onDemandPart(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('network down');
      return Greeting;
    });
    const { rerender } = render(<Host part={part} name="Bwalya" />);
    await waitFor(() => expect(attempt).toBe(1));
    await act(async () => {});
    expect(screen.getByText('waiting for Bwalya')).toBeTruthy();

    rerender(<Host part={part} name="Bwalya" wanted />);
    expect(await screen.findByText('Hello Bwalya')).toBeTruthy();
    expect(attempt).toBe(2);
  });
});
