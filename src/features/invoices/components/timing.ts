/**
 * How often invoice screens ask again while an invoice is 开票中: the tax platform answers on its own time (5
 * minutes in the mock), and the driver waits on the record to see it reach 已开票. Tests shorten it.
 */
export const invoiceTiming = {
  pollMs: 30_000,
};
