export { Countdown, formatRemaining, type CountdownProps } from './Countdown';
export { secondsLeft, useCountdown, type ServerDeadline } from './useCountdown';
