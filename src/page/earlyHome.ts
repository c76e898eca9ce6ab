/**
 * The home's early script: a bundle of its own (the request code, the menu's targets and the early reads' rows) that
 * index.html's early scripts' loader (src/page/earlyLoader.js) runs from <head> on /home for a signed-in driver. It
 * asks for the menu config at once, so that a tile tapped before the app has come opens the driver's page at once
 * (the tap keeper, src/page/homeTapKeeper.js, asks app/earlyTiles); and the page it opens has its reads sent at the
 * tap (app/tapReads). The app's queries take the same answers when they come.
 */
import { offerTileTargets } from '@/app/earlyTiles';
import { offerTapReads } from '@/app/tapReads';

offerTileTargets();
offerTapReads();
