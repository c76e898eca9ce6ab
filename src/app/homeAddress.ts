/**
 * The home's address (/ or /home, any letter case, a trailing slash or not): the first page whose router holds every
 * entry route (router.tsx) and whose own services the boot makes (main.tsx).
 */
export function isHomeAddress(pathname: string): boolean {
  return /^\/(home\/?)?$/i.test(pathname);
}
