import { offerTileTargets } from '@/app/earlyTiles';

/**
 * The home's early script: a bundle of its own (4.8 KB gzip: the request code and the menu's targets) that index.html's <head> runs on /home for a signed-in
 * driver (webpack.config.js earlyReadsScript). It asks for the menu config at once, so that a tile tapped before the
 * app has come opens the driver's page at once (app/earlyTiles); the app's query takes the same answer when it comes.
 */
offerTileTargets();
