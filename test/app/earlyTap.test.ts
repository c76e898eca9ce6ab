import { replayEarlyTap } from '@/app/earlyTap';

type Win = { __earlyTap?: (() => Element | null) | null };

afterEach(() => {
  delete (window as Win).__earlyTap;
  document.body.innerHTML = '';
});

function rootWith(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

test('the tap the prerendered page kept is given to the element, once', () => {
  rootWith('<button>查询</button>');
  const button = document.querySelector('button') as HTMLButtonElement;
  const clicks = jest.fn();
  button.addEventListener('click', clicks);
  (window as Win).__earlyTap = jest.fn().mockReturnValueOnce(button).mockReturnValue(null);
  replayEarlyTap();
  replayEarlyTap();
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('when React drew the page anew, the element of the same kind and text takes the tap', () => {
  rootWith('<a href="/map">充电站</a><button>车位预约</button><button>充电站</button>');
  const gone = document.createElement('button');
  gone.textContent = '充电站';
  const live = document.querySelectorAll('button')[1] as HTMLButtonElement;
  const clicks = jest.fn();
  live.addEventListener('click', clicks);
  (window as Win).__earlyTap = () => gone;
  replayEarlyTap();
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('nothing kept (another route, no prerendered page): nothing is tapped', () => {
  rootWith('<button>查询</button>');
  const clicks = jest.fn();
  document.querySelector('button')?.addEventListener('click', clicks);
  replayEarlyTap();
  (window as Win).__earlyTap = () => null;
  replayEarlyTap();
  expect(clicks).not.toHaveBeenCalled();
});
