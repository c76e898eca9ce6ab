/**
 * The home's early script: a bundle of its own (4.8 KB gzip: the request code and the menu's targets) that index.html's
 * early scripts' loader (src/page/earlyLoader.js) runs from <head> on /home for a signed-in driver. It asks for the menu
 * config at once, so that a tile tapped before the app has come opens the driver's page at once (the tap keeper,
 * src/page/homeTapKeeper.js, asks app/earlyTiles); the app's query takes the same answer when it comes.
 */
import { offerTileTargets } from '@/app/earlyTiles';

offerTileTargets();
