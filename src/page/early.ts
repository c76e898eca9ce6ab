/**
 * The early script: a bundle of its own, a few KB (a webpack entry, self-contained), that index.html's early scripts'
 * loader (src/page/earlyLoader.js) runs from <head> on a page a reminder, a message or a lot's code opens, for a
 * signed-in driver (config/entryRoutes.json `earlyReads`); early.html carries it inline instead. It sends that page's
 * reads at once, while the HTML still arrives and the app's code is on its way: on a weak signal the page's data then
 * waits for nothing but its own round trip. The app takes the answers when its queries come (api/earlyAnswers).
 */
import { startEarlyReads } from '@/app/earlyReads';

startEarlyReads();
