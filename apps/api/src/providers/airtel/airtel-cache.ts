/**
 * A value that expires (Airtel's 3-minute access token, its message-signing key), loaded at most once at
 * a time: concurrent callers share the load in flight instead of each asking Airtel.
 */
export interface Expiring<T> {
  value: T;
  /** Epoch ms after which the value is loaded again (before it really expires). */
  refreshAt: number;
}

export class RefreshingValue<T> {
  private current: Expiring<T> | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<Expiring<T>>,
    private readonly now: () => Date,
  ) {}

  get(): Promise<T> {
    const current = this.current;
    if (current && this.now().getTime() < current.refreshAt) return Promise.resolve(current.value);
    if (!this.loading) {
      this.loading = this.load()
        .then((loaded) => {
          this.current = loaded;
          return loaded.value;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  /** Drops the value when Airtel refused it, unless another caller already replaced it. */
  invalidate(value: T): void {
    if (this.current?.value === value) this.current = null;
  }
}
