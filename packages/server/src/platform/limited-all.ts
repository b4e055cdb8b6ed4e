type Tasks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/** Like Promise.all over tasks, with at most `concurrency` of them running at once; results keep their order. */
export async function limitedAll<T extends readonly unknown[]>(
  tasks: Tasks<T>,
  concurrency: number,
): Promise<T> {
  const list = tasks as unknown as (() => Promise<unknown>)[];
  const results = new Array<unknown>(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      results[index] = await (list[index] as () => Promise<unknown>)();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, list.length)) }, worker));
  return results as unknown as T;
}
