/**
 * Every module of src/api that injects endpoints into a service's API (injectEndpoints), imported for its effect
 * only. Pages load these with their code, so a tab knows an endpoint only once a page that calls it has opened; Redux
 * DevTools replaying a log from another tab needs them all before the store is made. Loaded only when DevTools are on,
 * in their own chunk (src/app/replayCatalogue.ts, through prepareDevTools), never by the entry.
 * test/app/devtoolsReplayCatalogue.test.ts fails on an injecting module missing here.
 */
import './auth/signIn';
import './basic/debug';
import './basic/notices';
import './basic/pages';
import './basic/reminders';
import './basic/service';
import './booking/locks';
import './booking/offpeak';
import './booking/orders';
import './booking/owner';
import './booking/spec';
import './charge/bills';
import './charge/coverage';
import './charge/noPlate';
import './charge/noticeChecks';
import './charge/partner';
import './charge/records';
import './charge/visitorPay';
import './coupon/merchant';
import './coupon/wallet';
import './cps/bills';
import './cps/chargerAccess';
import './cps/coupons';
import './cps/occupy';
import './cps/prepay';
import './cps/session';
import './cps/stationTrust';
import './cps/stations';
import './cps/trust';
import './cps/vinClaims';
import './cps/vins';
import './dealer/lots';
import './dealer/parks';
import './driver/account';
import './driver/consents';
import './driver/disputes';
import './driver/family';
import './driver/members';
import './driver/personalData';
import './driver/plates';
import './driver/plateClaims';
import './driver/rewards';
import './driver/statement';
import './driver/wallet';
import './invoice/byPlate';
import './invoice/orders';
import './invoice/records';
import './invoice/self';
import './invoice/titles';
import './special/passes';
