import { axeWalk } from './axeWalk';

/** The axe walk's second lane (5 routes in 8), on its own preview and mock backend (playwright.config.ts). */
axeWalk('second');
