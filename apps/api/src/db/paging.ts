/**
 * One page of rows and the count of every match, read side by side: the paged lists of
 * the admin area and the gallery all answer `{ rows, total }`.
 */
export async function pageOf<Row>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ value: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, [counted]] = await Promise.all([rows, total]);
  return { rows: pageRows, total: counted?.value ?? 0 };
}
