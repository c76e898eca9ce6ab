/**
 * The wallet the top-up is for: the one in the address while it is the driver's, else the default one, else the
 * first. The wallet page and the reads sent before its code (app/earlyReadTable) choose alike.
 */
export function chosenWallet<W extends { walletId: string; isDefault?: boolean }>(wallets: W[], asked: string | null): W | undefined {
  return wallets.find((w) => w.walletId === asked) ?? wallets.find((w) => w.isDefault) ?? wallets[0];
}
