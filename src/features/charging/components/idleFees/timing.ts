/**
 * How often idle-fee screens ask again: a fee that still grows (its amount changes each minute, the car may leave at
 * any moment) and an appeal being handled (it moves on by itself on the server). Tests shorten them.
 */
export const idleFeeTiming = {
  accruingPollMs: 30_000,
  appealPollMs: 60_000,
};
