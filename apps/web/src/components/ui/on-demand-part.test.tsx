import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDemandPart, useOnDemandPart } from './on-demand-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('onDemandPart', () => {
  it('renders nothing until the chunk is in, then the part, fetching it once for every user', async () => {
    const chunk = deferred<typeof Greeting>();
    let fetches = 0;
    const part = onDemandPart(() => {
      fetches += 1;
      return chunk.promise;
    });
    function Host({ name }: { name: string }) {
      const Part = useOnDemandPart(part);
      return Part ? <Part name={name} /> : <p>waiting</p>;
    }
    render(
      <>
        <Host name="Mwila" />
        <Host name="Chanda" />
      </>,
    );
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Hello Mwila')).toBeTruthy();
    expect(screen.getByText('Hello Chanda')).toBeTruthy();
    expect(fetches).toBe(1);
  });

  it('asks again after a failed fetch (a dropped connection)', async () => {
    let attempt = 0;
    const part = onDemandPart(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('network down');
      return Greeting;
    });
    await expect(part.fetch()).rejects.toThrow('network down');
    function Host() {
      const Part = useOnDemandPart(part);
      return Part ? <Part name="Bwalya" /> : <p>waiting</p>;
    }
    render(<Host />);
    expect(await screen.findByText('Hello Bwalya')).toBeTruthy();
    expect(attempt).toBe(2);
  });
});
