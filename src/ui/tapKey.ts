/**
 * The attribute that names what a tappable element opens (a menu entry's id), so that a tap kept on the prerendered
 * page before the app took it over (app/earlyTap) finds the element the driver meant however the app now draws it:
 * a visitor's sign-in link that became a signed-in driver's page, a link that became a button, a menu that moved.
 */
export const TAP_KEY = 'data-tap-key';

/** The props that give an element its key. */
export const tapKey = (key: string) => ({ [TAP_KEY]: key });
