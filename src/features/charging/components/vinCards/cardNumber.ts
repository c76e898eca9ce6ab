/** '8800100000000001' → '8800 1000 0000 0001': a card number is read and compared in groups of four. */
export function formatCardNo(cardNo: string): string {
  return cardNo.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four digits, how a driver tells two cards apart. */
export function cardTail(cardNo: string): string {
  return cardNo.slice(-4);
}
