/** What a numbered page answers with, as far as paging needs it. */
interface NumberedPage {
  results: unknown[];
  total: number;
}

/**
 * How the services' numbered lists page, as RTK Query infinite queries want it: page 1 first, then the next number
 * while the page just read had items and the pages so far hold fewer than the server's total.
 */
export const numberedPages = {
  initialPageParam: 1,
  getNextPageParam: (last: NumberedPage, all: NumberedPage[], lastPageNo: number): number | undefined => {
    const seen = all.reduce((n, p) => n + p.results.length, 0);
    return last.results.length > 0 && seen < last.total ? lastPageNo + 1 : undefined;
  },
};
