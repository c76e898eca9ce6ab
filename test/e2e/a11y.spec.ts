import { axeWalk } from './axeWalk';

/** The axe walk's first lane (1 route in 32), run beside the journeys; a11y-more.spec.ts has the rest. */
axeWalk('first');
