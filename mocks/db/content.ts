/** Seed of the content domain (owned by the services that use it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the content domain
export interface ContentTables {}

export function seedContent(_now: number): ContentTables {
  return {};
}
