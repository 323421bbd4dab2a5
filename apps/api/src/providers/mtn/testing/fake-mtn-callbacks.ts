/** Delivers the fake's callbacks and lets tests wait for them. */
export interface FakeMtnCallback {
  url: string;
  method: 'POST' | 'PUT';
  body: string;
  /** The receiver's HTTP status, or the error when it could not be reached. */
  result: number | string;
}

export class FakeMtnCallbackSender {
  readonly sent: FakeMtnCallback[] = [];
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];

  async send(url: string, method: 'POST' | 'PUT', body: string): Promise<void> {
    let result: number | string;
    try {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(2000),
      });
      result = response.status;
    } catch (error) {
      result = error instanceof Error ? error.message : 'failed';
    }
    this.sent.push({ url, method, body, result });
    for (const waiter of [...this.waiters]) {
      if (this.sent.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  waitFor(count: number, timeoutMs: number): Promise<void> {
    if (this.sent.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} callbacks, got ${this.sent.length}`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }
}
