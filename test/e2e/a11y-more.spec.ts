import { axeWalk } from './axeWalk';

/** The axe walk's second lane (27 routes in 32), on its own preview and mock backend (playwright.config.ts). */
axeWalk('second');
