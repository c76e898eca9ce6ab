import { replayEarlyTap, type KeptTap } from '@/app/earlyTap';

type Win = { __earlyTap?: (() => KeptTap | null) | null };

afterEach(() => {
  delete (window as Win).__earlyTap;
  document.body.innerHTML = '';
});

function rootWith(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

/** What index.html's script hands over: the element, and a copy of it as it was when tapped. */
function kept(element: Element): KeptTap {
  return { element, asTapped: element.cloneNode(true) as Element };
}

function clicksOn(element: Element) {
  const clicks = jest.fn((e: Event) => e.preventDefault());
  element.addEventListener('click', clicks);
  return clicks;
}

const tile = (key: string, name: string, href: string) =>
  `<a data-tap-key="${key}" href="${href}"><svg aria-hidden="true"><text>${name[0]}</text></svg><span>${name}</span></a>`;

test('the tap the prerendered page kept is given to the element, once', () => {
  rootWith('<button>查询</button>');
  const button = document.querySelector('button') as HTMLButtonElement;
  const clicks = clicksOn(button);
  (window as Win).__earlyTap = jest.fn().mockReturnValueOnce(kept(button)).mockReturnValue(null);
  const say = jest.fn();
  replayEarlyTap(say);
  replayEarlyTap(say);
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(say).not.toHaveBeenCalled();
});

test('when React drew the page anew, the element of the same kind and words takes the tap', () => {
  rootWith('<a href="/map">充电站</a><button>车位预约</button><button>充电站</button>');
  const gone = document.createElement('button');
  gone.textContent = '充电站';
  const clicks = clicksOn(document.querySelectorAll('button')[1] as HTMLButtonElement);
  (window as Win).__earlyTap = () => kept(gone);
  replayEarlyTap(jest.fn());
  expect(clicks).toHaveBeenCalledTimes(1);
});

test("a signed-in driver's tile: the tap goes to the tile as the app draws it for them, not to the visitor's sign-in link", () => {
  // The prerendered tile was the visitor's sign-in link; the app has since drawn the driver's link on the same node.
  rootWith(tile('ACCOUNT_RECHARGE', '账户充值', '/login?redirect=%2Fwallet'));
  const node = document.querySelector('a') as HTMLAnchorElement;
  const asTapped = node.cloneNode(true) as Element;
  node.setAttribute('href', '/wallet');
  const opened: string[] = [];
  node.addEventListener('click', (e) => {
    e.preventDefault();
    opened.push((e.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '');
  });
  (window as Win).__earlyTap = () => ({ element: node, asTapped });
  replayEarlyTap(jest.fn());
  expect(opened).toEqual(['/wallet']);
});

test('a tile that became a button (a scan, an external page) is found by its key and tapped', () => {
  rootWith(`<ul><li>${tile('BOOK', '车位预约', '/map')}</li><li><button data-tap-key="SCAN_CHARGING"><span>扫码充电</span></button></li></ul>`);
  const visitorLink = document.createElement('div');
  visitorLink.innerHTML = tile('SCAN_CHARGING', '扫码充电', '/login?redirect=%2Fhome');
  const gone = visitorLink.firstElementChild as Element;
  const clicks = clicksOn(document.querySelector('button') as HTMLButtonElement);
  const other = clicksOn(document.querySelector('a') as HTMLAnchorElement);
  (window as Win).__earlyTap = () => kept(gone);
  replayEarlyTap(jest.fn());
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(other).not.toHaveBeenCalled();
});

test("a tile the server's menu removed: the driver is told, and nothing else is opened in its place", () => {
  rootWith(`<ul><li>${tile('BOOK', '车位预约', '/map')}</li></ul>`);
  const before = document.createElement('div');
  before.innerHTML = tile('COUPON', '优惠券', '/unused');
  const clicks = clicksOn(document.querySelector('a') as HTMLAnchorElement);
  (window as Win).__earlyTap = () => kept(before.firstElementChild as Element);
  const say = jest.fn();
  replayEarlyTap(say);
  expect(clicks).not.toHaveBeenCalled();
  expect(say).toHaveBeenCalledWith('菜单已更新，「优惠券」已不在菜单中，未打开');
});

test("a tile the server's menu renamed in place: the driver is told what it is now, and it is not opened", () => {
  rootWith(tile('ACCOUNT_RECHARGE', '账户充值', '/wallet'));
  const node = document.querySelector('a') as HTMLAnchorElement;
  const asTapped = node.cloneNode(true) as Element;
  (node.querySelector('span') as HTMLSpanElement).textContent = '钱包';
  const clicks = clicksOn(node);
  (window as Win).__earlyTap = () => ({ element: node, asTapped });
  const say = jest.fn();
  replayEarlyTap(say);
  expect(clicks).not.toHaveBeenCalled();
  expect(say).toHaveBeenCalledWith('菜单已更新，「账户充值」已改为「钱包」，未打开，请确认后再点');
});

test('nothing kept (another route, no prerendered page): nothing is tapped', () => {
  rootWith('<button>查询</button>');
  const clicks = clicksOn(document.querySelector('button') as HTMLButtonElement);
  replayEarlyTap(jest.fn());
  (window as Win).__earlyTap = () => null;
  replayEarlyTap(jest.fn());
  expect(clicks).not.toHaveBeenCalled();
});
