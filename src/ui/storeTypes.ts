/**
 * The store's types for the layers below app. app/store.ts fills these interfaces in by declaration merging
 * (`declare module '@/ui/storeTypes'`), so the kit's typed hooks know the whole state without importing app: the
 * import points down, from app to ui, as every import must.
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- each is filled in by app/store.ts */
export interface RootState {}
export interface AppStore {}
export interface AppDispatch {}
