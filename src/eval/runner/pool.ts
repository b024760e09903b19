/** Run `work` over `items` with at most `concurrency` at once; `shouldStart` may stop new starts. */
export async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, shouldStart: (item: T) => boolean = () => true): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      if (!shouldStart(item)) continue;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
