import { axeWalk } from './axeWalk';

/** The axe walk's second lane (11 routes in 16), on its own preview and mock backend (playwright.config.ts). */
axeWalk('second');
