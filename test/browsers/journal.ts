/** The steps of one journey as they pass, so a failure names the step it happened in. */
export class Journal {
  private readonly steps: string[] = [];
  private current = '';

  async step<T>(name: string, fn: () => Promise<T>): Promise<T> {
    this.current = name;
    const t0 = Date.now();
    const v = await fn();
    this.steps.push(`${name} (${Date.now() - t0} ms)`);
    this.current = '';
    return v;
  }

  /** The error with the step it broke in and the steps that passed before it. */
  wrap(e: unknown): Error {
    const err = e instanceof Error ? e : new Error(String(e));
    if (!this.current) return err;
    const done = this.steps.length ? `\n  passed: ${this.steps.join(' → ')}` : '';
    const wrapped = new Error(`step "${this.current}": ${err.message}${done}`);
    wrapped.stack = `${wrapped.message}\n${err.stack ?? ''}`;
    return wrapped;
  }
}
