import { axeWalk } from './axeWalk';

/** The axe walk's first lane (3 routes in 8), run beside the journeys; a11y-more.spec.ts has the rest. */
axeWalk('first');
