export { StateTag, type StateTagProps, type Tone } from './StateTag';
