/**
 * Run `work` over `items` with at most `concurrency` at once; `shouldStart` may drop an item. With
 * `preferred`, a free worker takes the first waiting item it prefers, else the first waiting one: no
 * worker idles while anything waits, but what is preferred goes first.
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  shouldStart: (item: T) => boolean = () => true,
  preferred?: (item: T) => boolean,
): Promise<void> {
  const waiting = [...items];
  const take = (): T | undefined => waiting.splice(preferred ? Math.max(0, waiting.findIndex(preferred)) : 0, 1)[0];
  const worker = async () => {
    for (let item = take(); item !== undefined; item = take()) {
      if (!shouldStart(item)) continue;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
