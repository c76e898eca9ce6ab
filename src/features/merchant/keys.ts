/** The payment key of one purchase: one order in flight per purchase (see src/payment). */
export const purchasePayKey = (purchaseId: string) => `merchant-purchase:${purchaseId}`;

/** The draft of the buy form for one type (quantity, and the purchase it made). */
export const buyDraftKey = (merchantId: string, typeId: string) => `merchant-buy:${merchantId}:${typeId}`;
